/** The KYC review section's words (the back office is English only; see src/strings.ts). */
export const kycStrings = {
  nav: 'KYC review',
  title: 'KYC review',
  subtitle:
    'Check each document against the player’s details. A rejection needs a reason: the player sees it.',
  uploaded: 'Uploaded',
  player: 'Player',
  type: 'Document',
  file: 'File',
  size: 'Size',
  reason: 'Reason shown to the player',
  reasonPlaceholder: 'e.g. The photo is blurred; please upload a sharper one',
  reasonRequired: 'Give the player a reason for the rejection.',
  approved: 'Document approved.',
  rejected: 'Document rejected; the player sees the reason.',
  openFile: 'Open in a new tab',
  viewerTitle: 'Document',
  statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as Record<
    string,
    string
  >,
} as const;
