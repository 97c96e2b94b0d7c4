import type { ChangeEvent } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import type { TFieldErrors } from '@/lib/validate';
import { useManagers } from '../api/get-managers';
import { OTHER_STATE, PRICE_TIER_OPTIONS, STATE_OPTIONS, type TCompanyFormValues, type TCompanyKind } from './company-form';

export type CompanyFormFieldsProps = {
  kind: TCompanyKind;
  values: TCompanyFormValues;
  errors: TFieldErrors;
  onChange: (patch: Partial<TCompanyFormValues>) => void;
  /** The saved manager, listed even when no longer among the active team members. */
  currentManager?: { id: number; full_name: string } | null;
  /** Focus the company name when the form opens (the add dialog). */
  autoFocus?: boolean;
  disabled?: boolean;
  /** The company name is edited in the page header on a company's page. */
  withName?: boolean;
  /** Two columns in the add dialog; wider rows on the details tab. */
  layout?: 'modal' | 'page';
};

/** The fields of a client or supplier, shared by the add dialog and the details tab. */
export function CompanyFormFields({ kind, values, errors, onChange, currentManager, autoFocus = false, disabled = false, withName = true, layout = 'modal' }: CompanyFormFieldsProps) {
  const managers = useManagers();
  const managerOptions = (managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  if (currentManager && !managerOptions.some((m) => m.value === String(currentManager.id))) {
    managerOptions.push({ value: String(currentManager.id), label: currentManager.full_name });
  }
  const text = (field: keyof TCompanyFormValues) => ({
    value: (values[field] as string | null) ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.currentTarget.value }),
    error: errors[field],
    disabled,
  });

  // The dialog has two columns; the details tab spreads the same fields over the page width.
  const span = (modal: number, page: number) => (layout === 'modal' ? { base: 12, xs: modal } : { base: 12, sm: 6, lg: page });

  return (
    <Grid gap="sm">
      {withName ? (
        <Grid.Col span={12}>
          <TextInput label="Company name" withAsterisk data-autofocus={autoFocus || undefined} maxLength={255} {...text('name')} />
        </Grid.Col>
      ) : null}
      <Grid.Col span={span(6, 4)}>
        <TextInput label="Contact email" type="email" withAsterisk maxLength={255} {...text('email')} />
      </Grid.Col>
      <Grid.Col span={span(6, 2)}>
        <TextInput
          label="Code (4 characters)"
          placeholder="From the name"
          maxLength={4}
          {...text('code')}
          onChange={(e) => onChange({ code: e.currentTarget.value.toUpperCase() })}
        />
      </Grid.Col>
      <Grid.Col span={span(6, 3)}>
        <TextInput label="Phone" type="tel" maxLength={64} {...text('phone')} />
      </Grid.Col>
      <Grid.Col span={span(6, 3)}>
        <TextInput label="Website" maxLength={255} {...text('website')} />
      </Grid.Col>
      <Grid.Col span={span(12, 6)}>
        <TextInput label="Address 1" maxLength={255} {...text('address_1')} />
      </Grid.Col>
      <Grid.Col span={span(12, 6)}>
        <TextInput label="Address 2" maxLength={255} {...text('address_2')} />
      </Grid.Col>
      <Grid.Col span={span(4, 3)}>
        <TextInput label="Suburb" maxLength={128} {...text('suburb')} />
      </Grid.Col>
      <Grid.Col span={span(4, 2)}>
        <Select
          label="State"
          placeholder="Select a state"
          data={STATE_OPTIONS}
          value={values.state}
          onChange={(state) => onChange({ state })}
          error={errors.state}
          clearable
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={span(4, 2)}>
        <TextInput label="Postcode" maxLength={16} {...text('postcode')} />
      </Grid.Col>
      {values.state === OTHER_STATE ? (
        <Grid.Col span={span(12, 5)}>
          <TextInput label="Other state" placeholder="State, region or country" maxLength={128} {...text('other_state')} />
        </Grid.Col>
      ) : null}
      {kind === 'client' ? (
        <Grid.Col span={span(6, 2)}>
          <Select
            label="Price tier"
            data={PRICE_TIER_OPTIONS}
            value={values.price_tier}
            onChange={(tier) => onChange({ price_tier: tier ?? 'tier1' })}
            error={errors.price_tier}
            allowDeselect={false}
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      ) : null}
      <Grid.Col span={span(6, 3)}>
        <Select
          label="Manager"
          placeholder={managers.isLoading ? 'Loading…' : 'Select a team member'}
          data={managerOptions}
          value={values.manager_id}
          onChange={(manager_id) => onChange({ manager_id })}
          error={errors.manager_id}
          searchable
          clearable
          nothingFoundMessage="No team members found"
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
    </Grid>
  );
}
