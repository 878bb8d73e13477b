import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { Loading, Resource } from 'react-admin';

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

/**
 * A page whose code loads when it is first shown, not with the console: the login screen and the
 * dashboard come first, each resource's pages (and the editors' rich-text editor) in chunks of their own.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as lazy() is
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}
