import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Pagination } from '../components/orders/Pagination.tsx';
import type { CustomerFilters } from './api/customer-keys.ts';
import { useCustomers } from './api/get-customers.ts';
import { CustomerResults } from './components/CustomerResults.tsx';
import { SearchField } from './components/SearchField.tsx';
import { customerFiltersToParams, readCustomerFilters } from './logic/customer-filters.ts';

/** /admin/customers: who buys, how often and how much; read-only. */
export function CustomersPage() {
  useDocumentTitle('Customers | Admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCustomerFilters(searchParams);
  const customers = useCustomers(filters);
  const update = (changes: Partial<CustomerFilters>, replace = false) =>
    setSearchParams(customerFiltersToParams({ ...filters, page: 1, ...changes }), { replace });
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
      <div className="mt-5" aria-busy={customers.isFetching}>
        {customers.isPending && <Spinner label="Loading customers…" />}
        {customers.isError && (
          <p role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
            {errorMessage(customers.error)}
          </p>
        )}
        {data?.customers.length === 0 && (
          <EmptyState title={filters.search ? 'No customers match this search.' : 'No customers yet.'} />
        )}
        {data && data.customers.length > 0 && (
          <>
            <CustomerResults customers={data.customers} />
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
