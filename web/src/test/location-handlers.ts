import { graphql, HttpResponse } from 'msw';

/** A small postal directory for web tests: Jaipur and Bengaluru, as the gateway would answer. */
const DIRECTORY: Record<string, Record<string, string[]>> = {
  Karnataka: { 'Bengaluru Urban': ['HSR Layout', 'Koramangala'] },
  Rajasthan: { Alwar: ['Alwar City'], Jaipur: ['Jagatpura', 'Malviya Nagar', 'Mansarovar', 'Vaishali Nagar'] },
};
const PIN_CODES: Record<string, { stateName: string; districtName: string; officeName: string }> = {
  '302017': { stateName: 'Rajasthan', districtName: 'Jaipur', officeName: 'Malviya Nagar' },
  '560034': { stateName: 'Karnataka', districtName: 'Bengaluru Urban', officeName: 'Koramangala' },
};

export const locationHandlers = [
  graphql.query('LocationStates', () => HttpResponse.json({ data: { states: Object.keys(DIRECTORY) } })),
  graphql.query('LocationDistricts', ({ variables }) =>
    HttpResponse.json({ data: { districts: Object.keys(DIRECTORY[variables.state as string] ?? {}) } }),
  ),
  graphql.query('LocationAreas', ({ variables }) =>
    HttpResponse.json({ data: { areas: DIRECTORY[variables.state as string]?.[variables.district as string] ?? [] } }),
  ),
  graphql.query('LookUpPincode', ({ variables }) => {
    const place = PIN_CODES[variables.code as string];
    return place
      ? HttpResponse.json({ data: { pincode: { __typename: 'PincodeLocation', ...place } } })
      : HttpResponse.json({ data: null, errors: [{ message: 'Pincode not found', extensions: { code: 'NOT_FOUND' } }] });
  }),
];
