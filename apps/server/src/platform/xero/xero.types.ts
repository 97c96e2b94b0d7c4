/** The parts of Xero's wire objects this app reads or sends (see ../shared/xero/xero-schemas-extract.json). */

export type TXeroConnection = {
  id: string;
  authEventId?: string;
  tenantId: string;
  tenantType: string;
  tenantName: string | null;
  createdDateUtc?: string;
  updatedDateUtc?: string;
};

export type TXeroOrganisation = { OrganisationID?: string; Name: string; LegalName?: string; OrganisationStatus?: string; CountryCode?: string };

export type TXeroContact = {
  ContactID?: string;
  ContactNumber?: string;
  ContactStatus?: string;
  Name?: string;
  EmailAddress?: string;
};

export type TXeroInvoiceStatus = 'DRAFT' | 'SUBMITTED' | 'DELETED' | 'AUTHORISED' | 'PAID' | 'VOIDED';

export type TXeroLineItem = {
  Description: string;
  Quantity?: number;
  UnitAmount?: number;
  AccountCode?: string;
  TaxType?: string;
  LineAmount?: number;
};

export type TXeroInvoice = {
  InvoiceID?: string;
  Type?: 'ACCREC' | 'ACCPAY';
  Contact?: TXeroContact;
  InvoiceNumber?: string;
  Reference?: string;
  Date?: string;
  DueDate?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  Status?: TXeroInvoiceStatus;
  CurrencyCode?: string;
  LineItems?: TXeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  Total?: number;
};

/** A token response, with the expiry turned into a moment. */
export type TXeroTokenSet = {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  idToken: string | null;
  scope: string;
};
