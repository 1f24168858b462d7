/**
 * Valid add-property fields (service/GraphQL names). A module of its own, importing nothing, so
 * that the benches (src/bench/) use it too without the test fixtures' heavy imports (sharp).
 */
export function listingInput(overrides: Record<string, unknown> = {}) {
  return {
    propertyType: 'pg',
    gender: 'female',
    price: 7500,
    deposit: 15000,
    rooms: 3,
    beds: 'double_bed',
    bathrooms: 2,
    parking: 'bike',
    pinCode: '302017',
    state: 'Rajasthan',
    district: 'Jaipur',
    locality: 'Malviya Nagar',
    streetAddress: 'Plot 12, Sector 3',
    nearbyRoad: 'Near Gaurav Tower',
    title: 'Saanjh Girls PG',
    description: '<p>Quiet rooms near <strong>Malviya Nagar</strong> market.</p>',
    amenities: ['internet', 'food_service', 'fan'],
    ...overrides,
  };
}
