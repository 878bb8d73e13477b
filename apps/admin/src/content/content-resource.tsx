import type { ComponentType, ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPage, resourceOf } from '../resource';

// The new-entry and edit pages (react-admin's Create and Edit, the publication's inputs) load with the
// first of them shown.
const pages = () => import('./content-pages');

/** A kind of content the editors keep: its list, its form, and what one entry of it is called. */
export type ContentKind = {
  /** Its path under /admin/api/content/. */
  path: string;
  /** The menu's name for it. */
  label: string;
  list: ComponentType;
  /** Its fields, in a SimpleForm: the same for a new entry and an edited one. */
  form: ComponentType;
  /** One entry as the new and edit pages name it: "blog post" makes "New blog post", "Edit blog post". */
  noun: string;
  /** Where saving a new entry goes: its edit page, for a kind written in more than one sitting, or the list. */
  afterCreate?: 'edit' | 'list';
  /** Entries only the API makes (the site's own pages): they are edited, never added. */
  fixed?: boolean;
};

const titleText = { new: 'New %{noun}', edit: 'Edit %{noun}' };

/** "New blog post", "Edit blog post", in the console's language. */
function NounTitle({ verb, noun }: { verb: keyof typeof titleText; noun: string }) {
  const translate = useTranslate();
  return <>{translate(titleText[verb], { noun: translate(noun) })}</>;
}

/** A content kind's resource: its list, a new-entry page (unless fixed) and an edit page around its form. */
export function contentResource({
  path,
  label,
  list,
  form: Form,
  noun,
  afterCreate = 'list',
  fixed = false,
}: ContentKind): ReactElement {
  const create = lazyPage(pages, ({ Create }) => () => (
    <Create title={<NounTitle verb="new" noun={noun} />} redirect={afterCreate}>
      <Form />
    </Create>
  ));
  const edit = lazyPage(pages, ({ ContentEdit }) => () => (
    <ContentEdit title={<NounTitle verb="edit" noun={noun} />}>
      <Form />
    </ContentEdit>
  ));
  return resourceOf({ name: `content/${path}`, label, list, edit, ...(!fixed && { create }) });
}
