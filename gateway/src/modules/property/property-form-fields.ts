/**
 * The add-property form as the spec's client sends it (multipart, snake_case, every value a
 * string; lists as repeated parts) turned into the service's input. Validation stays in the
 * service (shared/validation/property.ts).
 */
export function toPropertyInput(body: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
  const list = (name: string) => {
    const value = body[name] ?? body[`${name}[]`];
    if (value === undefined || value === '') return undefined;
    return (Array.isArray(value) ? value : [value]).map(String).filter((item) => item !== '');
  };
  const flag = (name: string) => (text(name) === undefined ? undefined : ['true', '1', 'on', 'yes'].includes(text(name)!.toLowerCase()));
  const lower = (name: string) => text(name)?.trim().toLowerCase();

  return {
    propertyType: lower('property_type'),
    gender: lower('gender'),
    price: text('price'),
    deposit: text('deposit'),
    // The form offers 1, 2, 3, 4 and 5+.
    rooms: text('rooms')?.replace('+', ''),
    beds: lower('beds'),
    bathrooms: text('bathrooms'),
    parking: lower('parking'),
    pinCode: text('pin_code'),
    state: text('state'),
    district: text('district'),
    locality: text('locality'),
    streetAddress: text('street_address'),
    nearbyRoad: text('nearby_road'),
    title: text('property_title'),
    description: text('description'),
    amenities: list('amenities'),
    attachedBathroom: flag('attached_bathroom'),
    preferredTenants: list('preferred_tenants'),
    furnishing: text('furnishing') || undefined,
    totalCapacity: text('total_capacity'),
    availableFrom: text('available_from'),
    videoUrl: text('video_url'),
    foodPreference: text('food_preference') || undefined,
    meals: list('meals'),
    priceInclusions: list('price_inclusions'),
    houseRules: list('house_rules'),
  };
}
