import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { dashboardApi } from './dashboardApi.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** /dashboard/account/: names and address, email change with a code, password change. */
export function AccountPage() {
  const viewer = useQuery({
    queryKey: ['viewer'],
    queryFn: async () => {
      const result = await dashboardApi.viewer();
      if (!result.status || !result.data) throw new Error(result.message);
      return result.data;
    },
  });
  return (
    <DashboardLayout title="Account">
      {viewer.data ? (
        <div className="space-y-6">
          <ProfileForm key={viewer.data.databaseId} viewer={viewer.data} />
          <ChangeEmailForm viewer={viewer.data} />
          <ChangePasswordForm />
        </div>
      ) : viewer.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your account could not be loaded. Please try again.
        </p>
      ) : (
        <div className="space-y-6">
          <Skeleton className="h-80 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
        </div>
      )}
    </DashboardLayout>
  );
}
