const listing = {
  __typename: 'Property',
  id: 'p1',
  title: 'Saanjh Girls PG',
  locality: 'Malviya Nagar',
  city: 'Jaipur',
  status: 'approved',
};

/** A report as the admin queue and inbox get it from the gateway (QueuedReport), for web tests. */
export function queuedReport(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Report',
    id,
    kind: 'listing',
    reason: 'wrong_price',
    text: 'Asked me for 9,000, not 7,500.',
    reporterName: 'Asha Verma',
    reporterEmail: 'asha@example.in',
    openReportsOfTarget: 1,
    status: 'open',
    resolution: null,
    resolutionNote: null,
    resolvedByName: null,
    resolvedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    listing,
    review: null,
    message: null,
    ...overrides,
  };
}
