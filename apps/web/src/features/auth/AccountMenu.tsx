import { ChevronDown, LayoutDashboard, LogOut, Shield, SquareLibrary, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { isAccountSession } from '../../api/session.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { signOut } from './signOut.ts';
import { useSession } from './useSession.ts';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 [&_svg]:size-4';

/** The header's account corner: a "Sign in" link, or the signed-in person's menu. */
export function AccountMenu() {
  const session = useSession();
  const navigate = useNavigate();
  if (!isAccountSession(session)) {
    return (
      <Link to="/login/" className={buttonClass('ghost', 'md')}>
        Sign in
      </Link>
    );
  }
  const { email, role, profileImg } = session.account;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'md', 'max-w-56')} aria-label="Account menu">
        {profileImg ? <Avatar src={profileImg} className="-ml-1 size-6" /> : <UserRound aria-hidden="true" />}
        <span className="hidden truncate sm:inline">{email}</span>
        <ChevronDown aria-hidden="true" className="hidden sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-500">
            {email}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/dashboard/')}>
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/dashboard/my-cards/')}>
            <SquareLibrary aria-hidden="true" /> My cards
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/dashboard/account/')}>
            <UserRound aria-hidden="true" /> Account
          </DropdownMenu.Item>
          {role === 'administrator' ? (
            <DropdownMenu.Item className={ITEM} onSelect={() => navigate('/admin/')}>
              <Shield aria-hidden="true" /> Admin
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={ITEM}
            onSelect={() => {
              void signOut().then(() => navigate('/', { replace: true }));
            }}
          >
            <LogOut aria-hidden="true" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
