import type { ReactElement, ReactNode } from 'react';
import { Datagrid, EditButton, List, SearchInput, SelectInput } from 'react-admin';
import { ViewOnSiteButton } from './publication';

const statusChoices = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
];

/**
 * A content list paged on the server: search by title or name, filter by status where the kind has
 * one, open a row to edit it, or see it on the site.
 */
export function ContentList({
  title,
  hasStatus = true,
  extraFilters = [],
  children,
}: {
  title: string;
  hasStatus?: boolean;
  extraFilters?: ReactElement[];
  children: ReactNode;
}) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search titles" />,
    ...(hasStatus ? [<SelectInput key="status" source="status" choices={statusChoices} />] : []),
    ...extraFilters,
  ];
  return (
    <List title={title} filters={filters} exporter={false} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        {children}
        <ViewOnSiteButton />
        <EditButton />
      </Datagrid>
    </List>
  );
}
