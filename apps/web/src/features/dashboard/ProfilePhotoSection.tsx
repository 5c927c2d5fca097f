import { filesNotProcessedMessage, INVALID_FILE_TITLE, isAcceptableUpload } from '@bingo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { Viewer } from '../auth/authApi.ts';
import { FilePickButton } from '../editor/images/FilePickButton.tsx';
import { AccountSection } from './AccountSection.tsx';
import { dashboardApi } from './dashboardApi.ts';

const INVALID_TOAST = { description: filesNotProcessedMessage(1), duration: 6000 };

/** The profile picture: upload (checked here first, then by the server), replace, or remove. */
export function ProfilePhotoSection({ viewer }: { viewer: Viewer }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function apply(request: Promise<{ status: boolean; httpStatus?: number; message?: string }>) {
    setBusy(true);
    const result = await request;
    setBusy(false);
    // AccountPage copies the reloaded viewer's picture into the session, which the header reads.
    if (result.status) await queryClient.invalidateQueries({ queryKey: ['viewer'] });
    else if (result.httpStatus === 400) toast.error(INVALID_FILE_TITLE, INVALID_TOAST);
    else toast.error('Oops! Something went wrong.', { description: result.message });
  }

  function upload(files: File[]) {
    const file = files[0];
    if (!file) return;
    if (!isAcceptableUpload(file)) {
      toast.error(INVALID_FILE_TITLE, INVALID_TOAST);
      return;
    }
    void apply(dashboardApi.uploadProfileImage(file));
  }

  return (
    <AccountSection title="Profile photo" description="PNG, JPEG or WebP, under 5 MB.">
      <div className="flex flex-wrap items-center gap-4">
        <span className="relative">
          <Avatar src={viewer.userProfileImg} className="size-20" />
          {busy ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <Spinner className="size-6 text-brand-600" label="Uploading photo" />
            </span>
          ) : null}
        </span>
        <FilePickButton onFiles={upload} disabled={busy} size="md" testId="profile-image-input">
          Upload photo
        </FilePickButton>
        {viewer.userProfileImg ? (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            Remove photo
          </Button>
        ) : null}
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove your photo?"
        description="Your account will show a plain icon instead."
        className="sm:max-w-md"
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              void apply(dashboardApi.removeProfileImage());
            }}
          >
            Remove photo
          </Button>
        </div>
      </Modal>
    </AccountSection>
  );
}
