import type { BoardMember, Lang } from '@pothik/domain';
import { ContentImage } from '../ui/content-image';
import { localized } from '../ui/localized';

/** The board of management: a photo, name and role each. */
export function BoardOfManagement({
  members,
  lang,
  title,
}: {
  members: BoardMember[];
  lang: Lang;
  title: string;
}) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="board-title">
      <h2 id="board-title" className="font-bold text-2xl text-primary-darker">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.id} className="text-center">
            <ContentImage
              src={member.photo}
              width={240}
              height={240}
              sizes="portrait"
              className="mx-auto aspect-square h-auto w-full max-w-40 rounded-full"
            />
            <p className="mt-3 font-semibold">{localized(member, 'name', lang)}</p>
            <p className="text-gray-700 text-sm">{localized(member, 'role', lang)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
