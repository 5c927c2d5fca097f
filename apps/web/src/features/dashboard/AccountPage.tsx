import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateSessionAccount } from '../../api/session.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { loadViewer } from './dashboardApi.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfilePhotoSection } from './ProfilePhotoSection.tsx';

/** /dashboard/account/: photo, names and address, email change with a code, password change. */
export function AccountPage() {
  const viewer = useQuery({ queryKey: ['viewer'], queryFn: loadViewer });
  const profileImg = viewer.data?.userProfileImg;
  // The header's avatar comes from the session; keep it in step with what the server just said.
  useEffect(() => {
    if (profileImg !== undefined) updateSessionAccount({ profileImg });
  }, [profileImg]);
  return (
    <DashboardLayout title="Account">
      {viewer.data ? (
        <div className="space-y-6">
          <ProfilePhotoSection viewer={viewer.data} />
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
