import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/** A screen loaded as its own chunk when first shown: the module's default export, or the one named. */
export function lazyPage<M extends { [key in K]: ComponentType }, K extends string = 'default'>(
  load: () => Promise<M>,
  name: K = 'default' as K,
): ComponentType {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}
