import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";

/** The form's outline while the object to edit loads; `status` is read to screen readers. */
export function FormSkeleton({ status }: { status: string }) {
  return (
    <Card className="grid gap-6">
      <p role="status" className="sr-only">
        {status}
      </p>
      {["a", "b", "c", "d"].map((k) => (
        <div key={k} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-32 w-full" />
    </Card>
  );
}

/**
 * An edit page whose object could not be loaded (missing, another company's, offline) says so in
 * a toast and goes back to its list.
 */
export function useLeaveWhenUnloadable(query: { isError: boolean; data: unknown }, message: string, listPath: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (query.isError && !query.data) {
      toast.error(message);
      void navigate(listPath, { replace: true });
    }
  }, [query.isError, query.data, message, listPath, navigate]);
}
