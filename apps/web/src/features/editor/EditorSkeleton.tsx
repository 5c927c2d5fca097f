import { Skeleton } from '../../ui/Skeleton.tsx';

export function EditorSkeleton() {
  return (
    <div aria-busy="true" className="min-h-dvh">
      <div className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4">
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-9 w-48" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 p-4 lg:grid-cols-[440px_1fr] lg:p-6">
        <div className="space-y-4 max-lg:order-2">
          <Skeleton className="h-11 w-full rounded-xl" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
        <Skeleton className="mx-auto aspect-[612/792] w-full max-w-lg rounded-3xl max-lg:max-w-xs" />
      </div>
      <p role="status" className="sr-only">
        Loading your card…
      </p>
    </div>
  );
}
