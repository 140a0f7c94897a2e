import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { StartGate } from './start';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <StartGate>{children}</StartGate>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
