import type { ComponentType, ReactElement } from 'react';
import { Resource } from 'react-admin';

/** One resource of the console: its path under /admin/api, its menu label (else its name) and its pages. */
export type ResourceSpec = {
  name: string;
  label?: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
};

/** The react-admin resource `spec` describes. */
export function resourceOf({ name, label, ...pages }: ResourceSpec): ReactElement {
  return <Resource key={name} name={name} {...(label && { options: { label } })} {...pages} />;
}
