import { href } from "@pm/shared/pages";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted">
      <div className="text-center">
        <h1 className="mb-4 font-bold text-4xl">404</h1>
        <p className="mb-4 text-muted-foreground text-xl">Oops! Page not found</p>
        <Link to={href("home")} className="text-primary underline underline-offset-4 hover:text-primary/80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
