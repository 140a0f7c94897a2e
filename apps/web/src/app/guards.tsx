import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

/** Login-required pages send visitors home; the sign-up page sends players home. */
export function RequirePlayer({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <>{children}</> : <Navigate to="/" replace />;
}

/** Only a player who arrives logged in is sent away; signing up on this page leads where the form says. */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const [wasLoggedInOnArrival] = useState(isLoggedIn);
  return wasLoggedInOnArrival ? <Navigate to="/" replace /> : <>{children}</>;
}
