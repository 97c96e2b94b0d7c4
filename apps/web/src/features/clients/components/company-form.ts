import { AU_STATES, PRICE_TIERS, type TClient, type TClientInput } from '@jobflow/contract';

export type TCompanyKind = 'client' | 'supplier';

/** The second state list of spec 2 section 9: the eight states, then 'Other' with free text. */
export const OTHER_STATE = 'Other';
export const STATE_OPTIONS = [...AU_STATES.map((s) => s.code), OTHER_STATE];

export const PRICE_TIER_OPTIONS = PRICE_TIERS.map((tier, i) => ({ value: tier, label: `Tier ${i + 1}` }));

/** What the company form edits; strings as the inputs hold them. */
export type TCompanyFormValues = {
  name: string;
  email: string;
  code: string;
  phone: string;
  website: string;
  address_1: string;
  address_2: string;
  suburb: string;
  state: string | null;
  other_state: string;
  postcode: string;
  price_tier: string;
  manager_id: string | null;
};

export const EMPTY_COMPANY: TCompanyFormValues = {
  name: '',
  email: '',
  code: '',
  phone: '',
  website: '',
  address_1: '',
  address_2: '',
  suburb: '',
  state: null,
  other_state: '',
  postcode: '',
  price_tier: 'tier1',
  manager_id: null,
};

export function companyFormValues(client: TClient): TCompanyFormValues {
  // A state stored as free text (not one of the list) shows as 'Other' with its text.
  const known = client.state === null || STATE_OPTIONS.includes(client.state);
  return {
    name: client.name,
    email: client.email ?? '',
    code: client.code,
    phone: client.phone ?? '',
    website: client.website ?? '',
    address_1: client.address_1 ?? '',
    address_2: client.address_2 ?? '',
    suburb: client.suburb ?? '',
    state: known ? client.state : OTHER_STATE,
    other_state: known ? (client.other_state ?? '') : (client.state ?? ''),
    postcode: client.postcode ?? '',
    price_tier: client.price_tier,
    manager_id: client.manager_id ? String(client.manager_id) : null,
  };
}

/** The body of POST /clients (ZClientInputSchema) for these values. */
export function companyInput(values: TCompanyFormValues, kind: TCompanyKind): Record<keyof TClientInput, unknown> {
  return {
    name: values.name,
    email: values.email,
    code: values.code,
    phone: values.phone,
    website: values.website,
    address_1: values.address_1,
    address_2: values.address_2,
    suburb: values.suburb,
    state: values.state,
    other_state: values.state === OTHER_STATE ? values.other_state : null,
    postcode: values.postcode,
    is_supplier: kind === 'supplier' ? 1 : 0,
    price_tier: values.price_tier,
    manager_id: values.manager_id ? Number(values.manager_id) : null,
  };
}
