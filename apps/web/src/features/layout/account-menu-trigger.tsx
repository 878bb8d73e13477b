import { Avatar } from '@/components/avatar';
import { ChevronDownIcon } from '@/components/icons';
import type { StoredUser } from '@/lib/session';

export const triggerClass =
  'inline-flex min-h-11 max-w-56 items-center gap-2 rounded-lg border border-gray-300 px-3 font-semibold hover:border-primary';

export const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-left outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-darker';

/** What the account dropdown's button shows: the avatar and the user's name. */
export function AccountMenuTriggerContent({ user, name }: { user: StoredUser | null; name: string }) {
  return (
    <>
      <Avatar user={user} size="size-7" />
      <span className="truncate">{name}</span>
      <ChevronDownIcon />
    </>
  );
}
