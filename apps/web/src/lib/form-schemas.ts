/**
 * The contract's schemas the forms check their values with before sending them (the server
 * checks the same). One chunk with zod, loaded after a page's first paint, never with it:
 * lib/validate.ts loadFormSchemas. A form picks its schema here through validateForm; the
 * login screen's own two are in its lazily loaded flow (features/auth/components/login-flow.ts).
 */
export {
  ZAccountUpdateSchema,
  ZClientInputSchema,
  ZClientUpdateSchema,
  ZCompanySettingsInputSchema,
  ZContactInputSchema,
  ZContactUpdateSchema,
  ZCostCategoryCreateSchema,
  ZCostMatrixCreateSchema,
  ZEmailTemplateInputSchema,
  ZForgotRequestSchema,
  ZInvoiceCreateSchema,
  ZInvoiceFromQuoteSchema,
  ZInvoiceUpdateSchema,
  ZJobCreateSchema,
  ZJobRequestFieldsSchema,
  ZNoteInputSchema,
  ZOrderCreateSchema,
  ZOrderUpdateSchema,
  ZQuoteCreateSchema,
  ZResetRequestSchema,
  ZTaskCreateSchema,
  ZTeamUserCreateSchema,
  ZTeamUserUpdateSchema,
  ZTimesheetFormSchema,
  ZTodoCreateSchema,
  ZUserTypeInputSchema,
} from '@jobflow/contract';
