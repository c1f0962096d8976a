import { RefreshCw } from 'lucide-react';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminDashboard } from './dashboard/api/get-admin-dashboard.ts';
import { AdminScreens } from './dashboard/components/AdminScreens.tsx';
import { LatestOrders } from './dashboard/components/LatestOrders.tsx';
import { LowStockList } from './dashboard/components/LowStockList.tsx';
import { SalesSummary } from './dashboard/components/SalesSummary.tsx';
import { ToDoList } from './dashboard/components/ToDoList.tsx';
import { formatCalendarDay } from './dashboard/logic/calendar-day.ts';
import { InsightsGlance } from './insights/components/InsightsGlance.tsx';

/** The admin landing page: the owner's morning view of sales, the work waiting and the stock running out. */
export function AdminHome() {
  useDocumentTitle('Dashboard | Admin');
  const { user } = useSession();
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">
            {user ? `Welcome, ${user.firstName || user.username}` : 'Dashboard'}
          </h1>
          {data && <p className="mt-1 text-stone-600">{formatCalendarDay(data.today)}</p>}
        </div>
        <button
          type="button"
          onClick={() => void dashboard.refetch()}
          disabled={dashboard.isFetching}
          className="flex min-h-11 items-center gap-1.5 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 hover:bg-brand-50 disabled:opacity-60"
        >
          <RefreshCw size={16} aria-hidden className={dashboard.isFetching ? 'animate-spin' : ''} />
          Refresh
        </button>
      </div>

      <div aria-busy={dashboard.isFetching}>
        {dashboard.isPending && <Spinner label="Loading the dashboard…" />}
        {dashboard.isError && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800"
          >
            {data
              ? `These figures could not be refreshed: ${errorMessage(dashboard.error)}`
              : errorMessage(dashboard.error)}
          </p>
        )}
        {data && (
          <div className="space-y-6">
            <InsightsGlance />
            <SalesSummary sales={data.sales} />
            <ToDoList toDo={data.to_do} />
            <div className="grid gap-6 lg:grid-cols-2">
              <LatestOrders orders={data.latest_orders} />
              <LowStockList products={data.lowest_stock_products} />
            </div>
          </div>
        )}
      </div>

      <AdminScreens />
    </div>
  );
}
