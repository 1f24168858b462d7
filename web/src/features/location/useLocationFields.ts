import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { LOCATION_MESSAGES, PIN_CODE_LENGTH } from '../../../../shared/validation/location';
import {
  LocationAreasDocument,
  LocationDistrictsDocument,
  LocationStatesDocument,
  LookUpPincodeDocument,
  type LookUpPincodeQuery,
} from '../../generated/graphql';

export type PincodeLocation = LookUpPincodeQuery['pincode'];

/** The form fields the hook drives; pinCode and locality may be left out (null). */
export interface LocationFieldNames<Values extends FieldValues> {
  pinCode: Path<Values> | null;
  state: Path<Values>;
  district: Path<Values>;
  locality: Path<Values> | null;
}

/** Everything a Dropdown needs: spread it, `<Dropdown label="State" {...location.state} />`. */
export interface LocationSelect {
  name: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  loading: boolean;
  disabled: boolean;
  /** The list's load error (spec section 8), else the field's validation error. */
  error?: string;
  onRetry?: () => void;
}

export interface PinCodeLookup {
  status: 'idle' | 'loading' | 'found' | 'failed';
  /** The lookup's result while the pin code still is the one looked up. */
  found?: PincodeLocation;
  /** 'Pincode not found' (or the server's message) when the lookup failed. */
  error?: string;
}

/** The spec's form value names (section 3): pin_code, state, district, locality. */
const SPEC_NAMES = { pinCode: 'pin_code', state: 'state', district: 'district', locality: 'locality' };

/**
 * The server's message for a failed location call, else the spec's fallback (also for
 * unexpected server errors, whose message says nothing about locations).
 */
function locationError(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const [first] = error.errors;
  return first?.message && first.extensions?.code !== 'INTERNAL_SERVER_ERROR' ? first.message : fallback;
}

/**
 * Spec section 4's location transitions for a react-hook-form form:
 * - a pin code of exactly 6 characters looks it up and fills state, district and locality (the
 *   district and area lists then load); any other length, or a failed lookup, clears what the
 *   lookup filled, unless the user has changed that location since;
 * - choosing a state loads its districts and empties district and locality;
 * - choosing a district loads its areas and empties locality;
 * - each list shows loading, and its error with the spec's message and a retry.
 *
 * Spread `pinCodeProps` on the pin code input (the hook registers it; do not register it again)
 * and each select on a Dropdown. Validation stays the form's (zod resolver, mode 'all').
 */
export function useLocationFields<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fieldNames: Partial<LocationFieldNames<Values>> = {},
) {
  const names = { ...SPEC_NAMES, ...fieldNames } as LocationFieldNames<Values>;
  const client = useApolloClient();
  const { setValue, getValues, register, control, getFieldState, formState } = form;

  // Absent fields watch the state field in their place; their values are never used.
  const watched = useMemo(
    () => [names.state, names.district, names.locality ?? names.state, names.pinCode ?? names.state],
    [names.state, names.district, names.locality, names.pinCode],
  );
  const [stateValue, districtValue, localityValue, pinValue] = (useWatch({ control, name: watched }) as unknown[]).map((value) =>
    value == null ? '' : String(value),
  );

  const states = useQuery(LocationStatesDocument);
  const districts = useQuery(LocationDistrictsDocument, { variables: { state: stateValue }, skip: !stateValue });
  const areas = useQuery(LocationAreasDocument, {
    variables: { state: stateValue, district: districtValue },
    skip: !names.locality || !stateValue || !districtValue,
  });

  const [lookup, setLookup] = useState<PinCodeLookup & { pin?: string }>({ status: 'idle' });
  const latestPin = useRef<string | null>(null);
  const autoFilled = useRef<PincodeLocation | null>(null);

  const set = (name: Path<Values> | null, value: string, options: { validate?: boolean; touch?: boolean } = {}) => {
    if (!name) return;
    setValue(name, value as PathValue<Values, Path<Values>>, {
      shouldDirty: true,
      shouldValidate: options.validate ?? false,
      shouldTouch: options.touch ?? false,
    });
  };

  /**
   * Empties what the lookup filled while it is still as the lookup left it. Once the user has
   * chosen another state, district or locality, the location is theirs and stays.
   */
  const clearAutoLocation = () => {
    const filled = autoFilled.current;
    autoFilled.current = null;
    if (!filled) return;
    const fields: Array<[Path<Values> | null, string]> = [
      [names.state, filled.stateName],
      [names.district, filled.districtName],
      [names.locality, filled.officeName],
    ];
    const untouched = fields.every(([name, value]) => !name || String(getValues(name) ?? '') === value);
    if (untouched) for (const [name] of fields) set(name, '');
  };

  const lookUp = async (pin: string) => {
    latestPin.current = pin;
    setLookup({ status: 'loading', pin });
    try {
      const { data } = await client.query({ query: LookUpPincodeDocument, variables: { code: pin } });
      if (latestPin.current !== pin) return;
      if (!data) throw new Error('no data');
      autoFilled.current = data.pincode;
      set(names.state, data.pincode.stateName, { validate: true });
      set(names.district, data.pincode.districtName, { validate: true });
      set(names.locality, data.pincode.officeName, { validate: true });
      setLookup({ status: 'found', pin, found: data.pincode });
    } catch (error) {
      if (latestPin.current !== pin) return;
      clearAutoLocation();
      setLookup({ status: 'failed', pin, error: locationError(error, LOCATION_MESSAGES.pincodeNotFound) });
    }
  };

  const onPinCodeChange = (raw: unknown) => {
    const pin = String(raw ?? '').trim();
    if (pin.length === PIN_CODE_LENGTH) {
      void lookUp(pin);
      return;
    }
    latestPin.current = null;
    clearAutoLocation();
    setLookup({ status: 'idle' });
  };

  const pinCodeField = names.pinCode ? register(names.pinCode) : undefined;
  const pinCodeProps: UseFormRegisterReturn | undefined = pinCodeField && {
    ...pinCodeField,
    onChange: async (event) => {
      await pinCodeField.onChange(event);
      onPinCodeChange((event as { target?: { value?: unknown } }).target?.value);
    },
  };

  const fieldError = (name: Path<Values>) => getFieldState(name, formState).error?.message;

  const select = (
    name: Path<Values>,
    value: string,
    options: string[] | undefined,
    query: { loading: boolean; error?: unknown; refetch: () => unknown },
    fallback: string,
    onChange: (value: string) => void,
    enabled: boolean,
  ): LocationSelect => ({
    name,
    value,
    options: options ?? [],
    onChange,
    onBlur: () => set(name, String(getValues(name) ?? ''), { validate: true, touch: true }),
    ref: register(name).ref,
    loading: enabled && query.loading,
    disabled: !enabled,
    error: enabled && query.error ? locationError(query.error, fallback) : fieldError(name),
    onRetry: enabled && query.error ? () => void query.refetch() : undefined,
  });

  // The lookup's result counts only while the pin code is still the one looked up.
  const current = lookup.pin === pinValue ? lookup : { status: 'idle' as const };
  const pinCode: PinCodeLookup = { status: current.status, found: current.found, error: current.error };

  return {
    pinCode,
    pinCodeProps,
    state: select(
      names.state,
      stateValue,
      states.data?.states,
      states,
      LOCATION_MESSAGES.statesFailed,
      (value) => {
        set(names.state, value, { validate: true, touch: true });
        set(names.district, '');
        set(names.locality, '');
      },
      true,
    ),
    district: select(
      names.district,
      districtValue,
      districts.data?.districts,
      districts,
      LOCATION_MESSAGES.districtsFailed,
      (value) => {
        set(names.district, value, { validate: true, touch: true });
        set(names.locality, '');
      },
      Boolean(stateValue),
    ),
    locality: names.locality
      ? select(
          names.locality,
          localityValue,
          areas.data?.areas,
          areas,
          LOCATION_MESSAGES.areasFailed,
          (value) => {
            set(names.locality, value, { validate: true, touch: true });
          },
          Boolean(stateValue && districtValue),
        )
      : undefined,
  };
}
