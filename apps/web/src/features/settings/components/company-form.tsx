import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ActionIcon, Button, CopyButton, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { AU_STATES, MESSAGES, type TCompanySettings } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useUpdateCompanySettings } from '../api/update-company-settings';

type TValues = {
  name: string;
  codename: string;
  website: string;
  email: string;
  phone: string;
  address_1: string;
  address_2: string;
  suburb: string;
  postcode: string;
  state: string | null;
};

function valuesOf(company: TCompanySettings): TValues {
  return {
    name: company.name,
    codename: company.codename,
    website: company.website ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    address_1: company.address_1 ?? '',
    address_2: company.address_2 ?? '',
    suburb: company.suburb ?? '',
    postcode: company.postcode ?? '',
    state: company.state || null,
  };
}

export type CompanyFormProps = { company: TCompanySettings };

/**
 * The COMPANY form (spec 2 section 2, Settings): the agency for a super admin (with its
 * website), the own client company for a client manager (with its portal URL and codename).
 */
export function CompanyForm({ company }: CompanyFormProps) {
  const isClient = company.kind === 'client';
  const save = useUpdateCompanySettings();
  const [values, setValues] = useState<TValues>(() => valuesOf(company));
  const [errors, setErrors] = useState<TFieldErrors>({});

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field drops its message.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const text = (key: Exclude<keyof TValues, 'state'>) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const stateOptions: string[] = AU_STATES.map((s) => s.code);
  // A state stored before (or typed elsewhere) stays selectable.
  if (values.state && !stateOptions.includes(values.state)) stateOptions.push(values.state);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const { website, codename, ...rest } = values;
    const payload = { ...rest, state: values.state ?? '', ...(isClient ? { codename } : { website }) };
    const checked = await validateForm((s) => s.ZCompanySettingsInputSchema, payload);
    const fieldErrors = { ...checked.errors };
    if (isClient && !codename.trim()) fieldErrors.codename = MESSAGES.required;
    setErrors(fieldErrors);
    if (!checked.success || Object.keys(fieldErrors).length) return;
    try {
      const saved = await save.mutateAsync(checked.data);
      setValues(valuesOf(saved));
      notifySuccess('Company details saved successfully');
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={880}>
      <form onSubmit={onSubmit} noValidate aria-label="Company details">
        <Stack gap="md">
          <TextInput label="COMPANY NAME" withAsterisk maxLength={255} {...text('name')} />
          {isClient ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="CLIENT PORTAL URL"
                value={company.portal_url ?? ''}
                readOnly
                variant="filled"
                rightSection={
                  company.portal_url ? (
                    <CopyButton value={company.portal_url}>
                      {({ copied, copy }) => (
                        <MouseTooltip label={copied ? 'Copied' : 'Copy the URL'}>
                          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy the portal URL">
                            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                          </ActionIcon>
                        </MouseTooltip>
                      )}
                    </CopyButton>
                  ) : null
                }
              />
              <TextInput
                label="CODENAME"
                description="Letters, numbers, dashes or underscores; it ends the portal URL"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk
                maxLength={4}
                {...text('codename')}
              />
            </SimpleGrid>
          ) : (
            <TextInput label="WEBSITE" placeholder="https://" maxLength={255} {...text('website')} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="CONTACT EMAIL" type="email" maxLength={255} {...text('email')} />
            <TextInput label="CONTACT PHONE" type="tel" maxLength={64} {...text('phone')} />
            <TextInput label="ADDRESS 1" maxLength={255} {...text('address_1')} />
            <TextInput label="ADDRESS 2" maxLength={255} {...text('address_2')} />
            <TextInput label="SUBURB" maxLength={128} {...text('suburb')} />
            <SimpleGrid cols={2} spacing="md">
              <TextInput label="POSTCODE" maxLength={16} {...text('postcode')} />
              <Select
                label="STATE"
                placeholder="Select"
                data={stateOptions}
                value={values.state}
                onChange={(value) => set('state', value)}
                clearable
                error={errors.state}
              />
            </SimpleGrid>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              SAVE CHANGES
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
