import { Blocks, CreditCard, History, Package } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardLayout, EmptyState } from './DashboardLayout.tsx';

// Orders, billing, the changelog and integrations arrive with their own issues; until then these say so.

export function OrdersPage() {
  return (
    <DashboardLayout title="Orders">
      <EmptyState icon={<Package />} title="No orders yet">
        Printed card orders will appear here once ordering opens. Meanwhile you can{' '}
        <Link className="font-semibold text-brand-700 hover:underline" to="/dashboard/my-cards/">
          print your cards as PDF
        </Link>
        .
      </EmptyState>
    </DashboardLayout>
  );
}

export function BillingPage() {
  return (
    <DashboardLayout title="Billing">
      <EmptyState icon={<CreditCard />} title="You are on the free plan">
        Paid plans are not available yet, so there is nothing to bill.
      </EmptyState>
    </DashboardLayout>
  );
}

export function ChangelogPage() {
  return (
    <DashboardLayout title="Changelog">
      <EmptyState icon={<History />} title="No release notes yet">
        What changes in the product will be listed here.
      </EmptyState>
    </DashboardLayout>
  );
}

export function IntegrationsPage() {
  return (
    <DashboardLayout title="Integrations">
      <EmptyState icon={<Blocks />} title="No integrations yet">
        Connections to other tools are not available yet.
      </EmptyState>
    </DashboardLayout>
  );
}
