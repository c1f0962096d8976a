import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListResults } from '../components/ListResults.tsx';
import { Pagination } from '../components/orders/Pagination.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { useAddressFilters } from '../hooks/use-address-filters.ts';
import { useCustomers } from './api/get-customers.ts';
import { CustomerResults } from './components/CustomerResults.tsx';
import { customerFiltersToParams, readCustomerFilters } from './logic/customer-filters.ts';

/** /admin/customers: who buys, how often and how much; read-only. */
export function CustomersPage() {
  useDocumentTitle('Customers | Admin');
  const [filters, update] = useAddressFilters(readCustomerFilters, customerFiltersToParams);
  const customers = useCustomers(filters);
  const data = customers.data;

  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Customers</h1>
        {data && (
          <span className="text-sm text-stone-500">
            {data.total} {data.total === 1 ? 'customer' : 'customers'}
          </span>
        )}
      </div>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">
        Spent counts the orders that went ahead: not cancelled or returned, and not an online payment still
        awaited.
      </p>
      <div className="mt-4">
        <SearchField
          label="Search customers"
          placeholder="Name, e-mail, username or phone"
          value={filters.search}
          onSearch={(search) => update({ search }, true)}
        />
      </div>
      <ListResults
        query={customers}
        loadingLabel="Loading customers…"
        isEmpty={(loaded) => loaded.customers.length === 0}
        emptyTitle={filters.search ? 'No customers match this search.' : 'No customers yet.'}
      >
        {(loaded) => (
          <>
            <CustomerResults customers={loaded.customers} />
            <Pagination
              page={loaded.page}
              totalPages={loaded.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </ListResults>
    </div>
  );
}
