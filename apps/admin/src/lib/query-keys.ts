/** Every query key of the back office, so screens share and invalidate the same entries. */
export const queryKeys = {
  me: ['me'] as const,
  withdrawals: (status: string) => ['withdrawals', status] as const,
  withdrawalsAll: ['withdrawals'] as const,
  documents: (status: string) => ['documents', status] as const,
  documentsAll: ['documents'] as const,
  documentFile: (id: string) => ['documents', 'file', id] as const,
  audit: (filters: Record<string, string>) => ['audit', filters] as const,
  operators: ['operators'] as const,
  dashboard: ['dashboard'] as const,
  ggrReport: (filters: Record<string, string>) => ['reports', 'ggr', filters] as const,
  deposits: (filters: Record<string, string | number>) => ['deposits', filters] as const,
};
