import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        Carregando painel...
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} padding="md" className="grid gap-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card padding="lg" className="grid content-start gap-4 lg:col-span-2">
          <Skeleton className="h-6 w-40" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ))}
        </Card>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Skeleton className="h-44 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
