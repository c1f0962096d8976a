import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListPageHeader, PagedResults } from '../components/ListPage.tsx';
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
      <ListPageHeader
        title="Customers"
        count={data && { value: data.total, one: 'customer', many: 'customers' }}
        intro="Spent counts the orders that went ahead: not cancelled or returned, and not an online payment still awaited."
      />
      <div className="mt-4">
        <SearchField
          label="Search customers"
          placeholder="Name, e-mail, username or phone"
          value={filters.search}
          onSearch={(search) => update({ search }, true)}
        />
      </div>
      <PagedResults
        query={customers}
        loadingLabel="Loading customers…"
        isEmpty={(loaded) => loaded.customers.length === 0}
        emptyTitle={filters.search ? 'No customers match this search.' : 'No customers yet.'}
        pageOf={(loaded) => ({ page: loaded.page, totalPages: loaded.total_pages })}
        onPage={(page) => update({ page })}
      >
        {(loaded) => <CustomerResults customers={loaded.customers} />}
      </PagedResults>
    </div>
  );
}
