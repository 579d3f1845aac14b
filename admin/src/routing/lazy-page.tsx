import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/** A screen loaded as its own chunk when first shown. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}
