/**
 * Checks an e-invoice XML (UBL 2.1 Invoice/CreditNote or UN/CEFACT CII D16B) against business
 * rules of EN 16931-1 and, for UBL documents that claim XRechnung 3.0, against the XRechnung
 * CIUS (BR-DE-*) and the Peppol rules XRechnung 3.0 adopts.
 *
 * The rules are written here, rule by rule, as XPath 3.1 assertions (evaluated by fontoxpath on a
 * namespace-aware DOM from slimdom, whose parser refuses XML that is not well-formed). They carry
 * the rule identifiers of the official validation artefacts, but they are NOT those artefacts: the
 * CEN Schematron (ConnectingEurope/eInvoicing-EN16931), the KoSIT XRechnung Schematron and the
 * UBL 2.1 / CII D16B XML Schemas are published only on GitHub and the standards bodies' sites,
 * not in any npm or Debian package this project can install. What this does not check:
 * - XML Schema validity (element order, cardinalities and data types beyond the rules below);
 * - the complete code lists (ISO 3166, ISO 4217, UN/ECE Rec 20/21, EAS, UNTDID 4461): only the
 *   formats and the codes listed below;
 * - the rules for allowances and charges, invoice periods, deliver-to addresses, payee, tax
 *   representative and VAT categories other than S (this shop issues none of them), and the
 *   IBAN check digit (BR-DE-19, a warning in XRechnung).
 */
import fontoxpath from 'fontoxpath';
import { parseXmlDocument } from 'slimdom';

const { evaluateXPathToBoolean } = fontoxpath;

const NS: Record<string, string> = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

export type Syntax = 'ubl' | 'cii';
export type Violation = { id: string; text: string };
export type Report = { syntax: Syntax | null; xrechnung: boolean; checked: number; violations: Violation[] };

/** Variables every rule of a syntax may use; `$c` turns an amount into integer cents. */
const PRELUDE: Record<Syntax, string> = {
  ubl: `let $doc := /*,
    $lines := $doc/(cac:InvoiceLine | cac:CreditNoteLine),
    $qty := function($l) { $l/(cbc:InvoicedQuantity | cbc:CreditedQuantity) },
    $totals := $doc/cac:LegalMonetaryTotal,
    $seller := $doc/cac:AccountingSupplierParty/cac:Party,
    $buyer := $doc/cac:AccountingCustomerParty/cac:Party,
    $vat := $doc/cac:TaxTotal[cac:TaxSubtotal],
    $breakdown := $vat/cac:TaxSubtotal,
    $cur := string($doc/cbc:DocumentCurrencyCode),
    $typecode := string($doc/(cbc:InvoiceTypeCode | cbc:CreditNoteTypeCode)),
    $sellerVat := $seller/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID,
    $buyerVat := $buyer/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID,
    $lineCat := function($l) { $l/cac:Item/cac:ClassifiedTaxCategory[cac:TaxScheme/cbc:ID = 'VAT'] },
    $c := function($a) { round(xs:decimal(normalize-space($a)) * 100) }
  return `,
  cii: `let $doc := /rsm:CrossIndustryInvoice,
    $tx := $doc/rsm:SupplyChainTradeTransaction,
    $agr := $tx/ram:ApplicableHeaderTradeAgreement,
    $set := $tx/ram:ApplicableHeaderTradeSettlement,
    $lines := $tx/ram:IncludedSupplyChainTradeLineItem,
    $qty := function($l) { $l/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity },
    $totals := $set/ram:SpecifiedTradeSettlementHeaderMonetarySummation,
    $seller := $agr/ram:SellerTradeParty,
    $buyer := $agr/ram:BuyerTradeParty,
    $breakdown := $set/ram:ApplicableTradeTax,
    $cur := string($set/ram:InvoiceCurrencyCode),
    $typecode := string($doc/rsm:ExchangedDocument/ram:TypeCode),
    $sellerVat := $seller/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA'],
    $buyerVat := $buyer/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA'],
    $lineCat := function($l) { $l/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax[ram:TypeCode = 'VAT'] },
    $lineNet := function($l) { $l/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount },
    $c := function($a) { round(xs:decimal(normalize-space($a)) * 100) }
  return `,
};

const present = (path: string) => `exists(${path}[normalize-space(.) != ''])`;
const eachLine = (path: string) => `every $l in $lines satisfies ${present(`$l/${path}`)}`;

// UNTDID 1001 invoice and credit note types allowed by EN 16931 (BR-CL-01)
const TYPE_CODES = '80 81 82 83 84 102 130 202 203 204 211 218 219 261 262 295 296 308 325 326 331 380 381 382 383 384 385 386 387 388 389 390 393 394 395 396 420 456 457 458 527 532 553 575 623 633 751 780 817 870 875 876 877 935 71';
const seq = (codes: string) => `(${codes.split(' ').map((c) => `'${c}'`).join(', ')})`;
// UNCL 5305 VAT categories allowed by EN 16931 (BR-CL-17, BR-CL-18)
const VAT_CATEGORIES = seq('S Z E AE K G O L M');
// UNTDID 4461 payment means codes most used in EN 16931 (subset of BR-CL-16)
const PAYMENT_MEANS = seq('1 10 20 30 31 42 48 49 54 55 57 58 59 68 97 ZZZ');
// Country prefixes of VAT identifiers (EU member states with Greece as EL, Northern Ireland XI, and common third countries)
const VAT_PREFIX = '^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|CH|GB|NO|LI|IS)[0-9A-Za-z+*.]{2,13}$';
const AMOUNT = `'^-?[0-9]+(\\.[0-9]{1,2})?$'`;

type Rule = { id: string; text: string; ubl?: string; cii?: string; xrechnung?: true };

const RULES: Rule[] = [
  // Mandatory business terms
  { id: 'BR-01', text: 'An invoice shall have a specification identifier (BT-24).', ubl: present('$doc/cbc:CustomizationID'), cii: present('$doc/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID') },
  { id: 'BR-02', text: 'An invoice shall have an invoice number (BT-1).', ubl: present('$doc/cbc:ID'), cii: present('$doc/rsm:ExchangedDocument/ram:ID') },
  { id: 'BR-03', text: 'An invoice shall have an issue date (BT-2).', ubl: '$doc/cbc:IssueDate castable as xs:date', cii: `matches(string($doc/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString[@format = '102']), '^[0-9]{8}$')` },
  { id: 'BR-04', text: 'An invoice shall have an invoice type code (BT-3).', ubl: "$typecode != ''", cii: "$typecode != ''" },
  { id: 'BR-05', text: 'An invoice shall have a currency code (BT-5).', ubl: "$cur != ''", cii: "$cur != ''" },
  { id: 'BR-06', text: 'An invoice shall contain the seller name (BT-27).', ubl: present('$seller/cac:PartyLegalEntity/cbc:RegistrationName'), cii: present('$seller/ram:Name') },
  { id: 'BR-07', text: 'An invoice shall contain the buyer name (BT-44).', ubl: present('$buyer/cac:PartyLegalEntity/cbc:RegistrationName'), cii: present('$buyer/ram:Name') },
  { id: 'BR-08', text: 'An invoice shall contain the seller postal address (BG-5).', ubl: 'exists($seller/cac:PostalAddress)', cii: 'exists($seller/ram:PostalTradeAddress)' },
  { id: 'BR-09', text: 'The seller postal address shall contain a country code (BT-40).', ubl: present('$seller/cac:PostalAddress/cac:Country/cbc:IdentificationCode'), cii: present('$seller/ram:PostalTradeAddress/ram:CountryID') },
  { id: 'BR-10', text: 'An invoice shall contain the buyer postal address (BG-8).', ubl: 'exists($buyer/cac:PostalAddress)', cii: 'exists($buyer/ram:PostalTradeAddress)' },
  { id: 'BR-11', text: 'The buyer postal address shall contain a country code (BT-55).', ubl: present('$buyer/cac:PostalAddress/cac:Country/cbc:IdentificationCode'), cii: present('$buyer/ram:PostalTradeAddress/ram:CountryID') },
  { id: 'BR-12', text: 'An invoice shall have the sum of invoice line net amounts (BT-106).', ubl: present('$totals/cbc:LineExtensionAmount'), cii: present('$totals/ram:LineTotalAmount') },
  { id: 'BR-13', text: 'An invoice shall have the invoice total amount without VAT (BT-109).', ubl: present('$totals/cbc:TaxExclusiveAmount'), cii: present('$totals/ram:TaxBasisTotalAmount') },
  { id: 'BR-14', text: 'An invoice shall have the invoice total amount with VAT (BT-112).', ubl: present('$totals/cbc:TaxInclusiveAmount'), cii: present('$totals/ram:GrandTotalAmount') },
  { id: 'BR-15', text: 'An invoice shall have the amount due for payment (BT-115).', ubl: present('$totals/cbc:PayableAmount'), cii: present('$totals/ram:DuePayableAmount') },
  { id: 'BR-16', text: 'An invoice shall have at least one invoice line (BG-25).', ubl: 'exists($lines)', cii: 'exists($lines)' },
  { id: 'BR-21', text: 'Each invoice line shall have an invoice line identifier (BT-126).', ubl: eachLine('cbc:ID'), cii: eachLine('ram:AssociatedDocumentLineDocument/ram:LineID') },
  { id: 'BR-22', text: 'Each invoice line shall have an invoiced quantity (BT-129).', ubl: `every $l in $lines satisfies ($qty($l) castable as xs:decimal)`, cii: `every $l in $lines satisfies ($qty($l) castable as xs:decimal)` },
  { id: 'BR-23', text: 'An invoice line shall have an invoiced quantity unit of measure code (BT-130).', ubl: `every $l in $lines satisfies exists($qty($l)/@unitCode[normalize-space(.) != ''])`, cii: `every $l in $lines satisfies exists($qty($l)/@unitCode[normalize-space(.) != ''])` },
  { id: 'BR-24', text: 'Each invoice line shall have an invoice line net amount (BT-131).', ubl: eachLine('cbc:LineExtensionAmount'), cii: `every $l in $lines satisfies ${present('$lineNet($l)')}` },
  { id: 'BR-25', text: 'Each invoice line shall contain the item name (BT-153).', ubl: eachLine('cac:Item/cbc:Name'), cii: eachLine('ram:SpecifiedTradeProduct/ram:Name') },
  { id: 'BR-26', text: 'Each invoice line shall contain the item net price (BT-146).', ubl: eachLine('cac:Price/cbc:PriceAmount'), cii: eachLine('ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount') },
  { id: 'BR-27', text: 'The item net price (BT-146) shall not be negative.', ubl: 'every $l in $lines satisfies xs:decimal($l/cac:Price/cbc:PriceAmount) >= 0', cii: 'every $l in $lines satisfies xs:decimal($l/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount) >= 0' },
  { id: 'BR-45', text: 'Each VAT breakdown (BG-23) shall have a VAT category taxable amount (BT-116).', ubl: `every $b in $breakdown satisfies ${present('$b/cbc:TaxableAmount')}`, cii: `every $b in $breakdown satisfies ${present('$b/ram:BasisAmount')}` },
  { id: 'BR-46', text: 'Each VAT breakdown (BG-23) shall have a VAT category tax amount (BT-117).', ubl: `every $b in $breakdown satisfies ${present('$b/cbc:TaxAmount')}`, cii: `every $b in $breakdown satisfies ${present('$b/ram:CalculatedAmount')}` },
  { id: 'BR-47', text: 'Each VAT breakdown (BG-23) shall be defined through a VAT category code (BT-118).', ubl: `every $b in $breakdown satisfies ${present('$b/cac:TaxCategory/cbc:ID')}`, cii: `every $b in $breakdown satisfies ${present('$b/ram:CategoryCode')}` },
  { id: 'BR-48', text: 'Each VAT breakdown (BG-23) shall have a VAT category rate (BT-119), except if the invoice is not subject to VAT.', ubl: `every $b in $breakdown satisfies ($b/cac:TaxCategory/cbc:ID = 'O' or ($b/cac:TaxCategory/cbc:Percent castable as xs:decimal))`, cii: `every $b in $breakdown satisfies ($b/ram:CategoryCode = 'O' or ($b/ram:RateApplicablePercent castable as xs:decimal))` },
  { id: 'BR-49', text: 'A payment instruction (BG-16) shall specify the payment means type code (BT-81).', ubl: `every $p in $doc/cac:PaymentMeans satisfies ${present('$p/cbc:PaymentMeansCode')}`, cii: `every $p in $set/ram:SpecifiedTradeSettlementPaymentMeans satisfies ${present('$p/ram:TypeCode')}` },
  { id: 'BR-55', text: 'Each preceding invoice reference (BG-3) shall contain a preceding invoice number (BT-25).', ubl: `every $r in $doc/cac:BillingReference/cac:InvoiceDocumentReference satisfies ${present('$r/cbc:ID')}`, cii: `every $r in $set/ram:InvoiceReferencedDocument satisfies ${present('$r/ram:IssuerAssignedID')}` },
  { id: 'BR-61', text: 'If the payment means type code means SEPA credit transfer, local credit transfer or non-SEPA international credit transfer, the payment account identifier (BT-84) shall be present.', ubl: `every $p in $doc/cac:PaymentMeans[normalize-space(cbc:PaymentMeansCode) = ('30', '58')] satisfies ${present('$p/cac:PayeeFinancialAccount/cbc:ID')}`, cii: `every $p in $set/ram:SpecifiedTradeSettlementPaymentMeans[normalize-space(ram:TypeCode) = ('30', '58')] satisfies ${present('$p/ram:PayeePartyCreditorFinancialAccount/(ram:IBANID | ram:ProprietaryID)')}` },
  { id: 'BR-62', text: 'The seller electronic address (BT-34) shall have a scheme identifier.', ubl: 'every $e in $seller/cbc:EndpointID satisfies exists($e/@schemeID)', cii: 'every $e in $seller/ram:URIUniversalCommunication/ram:URIID satisfies exists($e/@schemeID)' },
  { id: 'BR-63', text: 'The buyer electronic address (BT-49) shall have a scheme identifier.', ubl: 'every $e in $buyer/cbc:EndpointID satisfies exists($e/@schemeID)', cii: 'every $e in $buyer/ram:URIUniversalCommunication/ram:URIID satisfies exists($e/@schemeID)' },
  // Code lists (formats and the codes listed above)
  { id: 'BR-CL-01', text: 'The document type code shall be coded by the invoice and credit note related code lists of UNTDID 1001.', ubl: `$typecode = ${seq(TYPE_CODES)}`, cii: `$typecode = ${seq(TYPE_CODES)}` },
  { id: 'BR-CL-04', text: 'Invoice currency code shall be coded using ISO 4217 alpha-3.', ubl: "matches($cur, '^[A-Z]{3}$')", cii: "matches($cur, '^[A-Z]{3}$')" },
  { id: 'BR-CL-14', text: 'Country codes shall be coded using ISO 3166-1 alpha-2.', ubl: "every $cc in $doc//cac:Country/cbc:IdentificationCode satisfies matches($cc, '^[A-Z]{2}$')", cii: "every $cc in $doc//ram:CountryID satisfies matches($cc, '^[A-Z]{2}$')" },
  { id: 'BR-CL-16', text: 'Payment means shall be coded using UNTDID 4461.', ubl: `every $p in $doc/cac:PaymentMeans satisfies normalize-space($p/cbc:PaymentMeansCode) = ${PAYMENT_MEANS}`, cii: `every $p in $set/ram:SpecifiedTradeSettlementPaymentMeans satisfies normalize-space($p/ram:TypeCode) = ${PAYMENT_MEANS}` },
  { id: 'BR-CL-17', text: 'Invoice tax categories shall be coded using UNCL5305.', ubl: `every $b in $breakdown satisfies $b/cac:TaxCategory/cbc:ID = ${VAT_CATEGORIES}`, cii: `every $b in $breakdown satisfies $b/ram:CategoryCode = ${VAT_CATEGORIES}` },
  { id: 'BR-CL-18', text: 'Invoiced item VAT category codes shall be coded using UNCL5305.', ubl: `every $l in $lines satisfies $lineCat($l)/cbc:ID = ${VAT_CATEGORIES}`, cii: `every $l in $lines satisfies $lineCat($l)/ram:CategoryCode = ${VAT_CATEGORIES}` },
  { id: 'BR-CL-23', text: 'Unit codes shall be UN/ECE Recommendation 20/21 codes (format checked).', ubl: "every $l in $lines satisfies matches($qty($l)/@unitCode, '^[A-Z0-9]{2,3}$')", cii: "every $l in $lines satisfies matches($qty($l)/@unitCode, '^[A-Z0-9]{2,3}$')" },
  // Conditions and calculations
  { id: 'BR-CO-04', text: 'Each invoice line shall be categorized with an invoiced item VAT category code (BT-151).', ubl: `every $l in $lines satisfies ${present('$lineCat($l)/cbc:ID')}`, cii: `every $l in $lines satisfies ${present('$lineCat($l)/ram:CategoryCode')}` },
  { id: 'BR-CO-09', text: 'The seller and buyer VAT identifiers (BT-31, BT-48) shall have a prefix in accordance with ISO code ISO 3166-1 alpha-2 (Greece: EL).', ubl: `every $v in ($sellerVat, $buyerVat) satisfies matches(normalize-space($v), '${VAT_PREFIX}')`, cii: `every $v in ($sellerVat, $buyerVat) satisfies matches(normalize-space($v), '${VAT_PREFIX}')` },
  { id: 'BR-CO-10', text: 'Sum of invoice line net amount (BT-106) = Σ invoice line net amount (BT-131).', ubl: '$c($totals/cbc:LineExtensionAmount) = sum($lines/cbc:LineExtensionAmount ! $c(.))', cii: '$c($totals/ram:LineTotalAmount) = sum(for $l in $lines return $c($lineNet($l)))' },
  { id: 'BR-CO-13', text: 'Invoice total amount without VAT (BT-109) = BT-106 - BT-107 + BT-108.', ubl: '$c($totals/cbc:TaxExclusiveAmount) = $c($totals/cbc:LineExtensionAmount) - sum($totals/cbc:AllowanceTotalAmount ! $c(.)) + sum($totals/cbc:ChargeTotalAmount ! $c(.))', cii: '$c($totals/ram:TaxBasisTotalAmount) = $c($totals/ram:LineTotalAmount) - sum($totals/ram:AllowanceTotalAmount ! $c(.)) + sum($totals/ram:ChargeTotalAmount ! $c(.))' },
  { id: 'BR-CO-14', text: 'Invoice total VAT amount (BT-110) = Σ VAT category tax amount (BT-117).', ubl: 'count($vat) = 1 and $c($vat/cbc:TaxAmount) = sum($breakdown/cbc:TaxAmount ! $c(.))', cii: 'count($totals/ram:TaxTotalAmount[@currencyID = $cur]) = 1 and $c($totals/ram:TaxTotalAmount[@currencyID = $cur]) = sum($breakdown/ram:CalculatedAmount ! $c(.))' },
  { id: 'BR-CO-15', text: 'Invoice total amount with VAT (BT-112) = BT-109 + BT-110.', ubl: '$c($totals/cbc:TaxInclusiveAmount) = $c($totals/cbc:TaxExclusiveAmount) + $c($vat/cbc:TaxAmount)', cii: '$c($totals/ram:GrandTotalAmount) = $c($totals/ram:TaxBasisTotalAmount) + $c($totals/ram:TaxTotalAmount[@currencyID = $cur])' },
  { id: 'BR-CO-16', text: 'Amount due for payment (BT-115) = BT-112 - BT-113 + BT-114.', ubl: '$c($totals/cbc:PayableAmount) = $c($totals/cbc:TaxInclusiveAmount) - sum($totals/cbc:PrepaidAmount ! $c(.)) + sum($totals/cbc:PayableRoundingAmount ! $c(.))', cii: '$c($totals/ram:DuePayableAmount) = $c($totals/ram:GrandTotalAmount) - sum($totals/ram:TotalPrepaidAmount ! $c(.)) + sum($totals/ram:RoundingAmount ! $c(.))' },
  { id: 'BR-CO-17', text: 'VAT category tax amount (BT-117) = VAT category taxable amount (BT-116) × (VAT category rate (BT-119) / 100), rounded to two decimals.', ubl: 'every $b in $breakdown satisfies $c($b/cbc:TaxAmount) = round($c($b/cbc:TaxableAmount) * xs:decimal($b/cac:TaxCategory/cbc:Percent) div 100)', cii: 'every $b in $breakdown satisfies $c($b/ram:CalculatedAmount) = round($c($b/ram:BasisAmount) * xs:decimal($b/ram:RateApplicablePercent) div 100)' },
  { id: 'PEPPOL-EN16931-R120', text: 'Invoice line net amount (BT-131) = invoiced quantity (BT-129) × (item net price (BT-146) / item price base quantity (BT-149)) (this shop issues no line allowances or charges).', ubl: 'every $l in $lines satisfies $c($l/cbc:LineExtensionAmount) = round(xs:decimal($qty($l)) * xs:decimal($l/cac:Price/cbc:PriceAmount) * 100 div (if (exists($l/cac:Price/cbc:BaseQuantity)) then xs:decimal($l/cac:Price/cbc:BaseQuantity) else 1))', cii: 'every $l in $lines satisfies (let $p := $l/ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice return $c($lineNet($l)) = round(xs:decimal($qty($l)) * xs:decimal($p/ram:ChargeAmount) * 100 div (if (exists($p/ram:BasisQuantity)) then xs:decimal($p/ram:BasisQuantity) else 1)))' },
  { id: 'BR-CO-18', text: 'An invoice shall at least have one VAT breakdown group (BG-23).', ubl: 'exists($breakdown)', cii: 'exists($breakdown)' },
  { id: 'BR-CO-25', text: 'In case the amount due for payment (BT-115) is positive, either the payment due date (BT-9) or the payment terms (BT-20) shall be present.', ubl: `$c($totals/cbc:PayableAmount) <= 0 or exists($doc/cbc:DueDate) or ${present('$doc/cac:PaymentTerms/cbc:Note')}`, cii: `$c($totals/ram:DuePayableAmount) <= 0 or exists($set/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime) or ${present('$set/ram:SpecifiedTradePaymentTerms/ram:Description')}` },
  { id: 'BR-CO-26', text: 'The seller identifier (BT-29), the seller legal registration identifier (BT-30) and/or the seller VAT identifier (BT-31) shall be present.', ubl: `${present('$seller/cac:PartyIdentification/cbc:ID | $seller/cac:PartyLegalEntity/cbc:CompanyID')} or exists($sellerVat)`, cii: `${present('$seller/ram:ID | $seller/ram:GlobalID | $seller/ram:SpecifiedLegalOrganization/ram:ID')} or exists($sellerVat)` },
  // Standard rated VAT (the only category this shop issues)
  { id: 'BR-S-01', text: 'An invoice with a line, allowance or charge of category S shall contain a VAT breakdown with category S.', ubl: "not($lines ! $lineCat(.)/cbc:ID = 'S') or $breakdown/cac:TaxCategory/cbc:ID = 'S'", cii: "not($lines ! $lineCat(.)/ram:CategoryCode = 'S') or $breakdown/ram:CategoryCode = 'S'" },
  { id: 'BR-S-02', text: 'An invoice with a line of category S shall contain the seller VAT identifier (BT-31) or the tax representative VAT identifier (BT-63).', ubl: "not($lines ! $lineCat(.)/cbc:ID = 'S') or exists($sellerVat) or exists($doc/cac:TaxRepresentativeParty)", cii: "not($lines ! $lineCat(.)/ram:CategoryCode = 'S') or exists($sellerVat) or exists($agr/ram:SellerTaxRepresentativeTradeParty)" },
  { id: 'BR-S-05', text: 'In an invoice line of category S the invoiced item VAT rate (BT-152) shall be greater than zero.', ubl: "every $t in $lines ! $lineCat(.)[cbc:ID = 'S'] satisfies xs:decimal($t/cbc:Percent) > 0", cii: "every $t in $lines ! $lineCat(.)[ram:CategoryCode = 'S'] satisfies xs:decimal($t/ram:RateApplicablePercent) > 0" },
  { id: 'BR-S-08', text: 'For each rate of category S the taxable amount (BT-116) = Σ line net amounts + charges - allowances of that rate.', ubl: "every $b in $breakdown[cac:TaxCategory/cbc:ID = 'S'] satisfies (let $r := xs:decimal($b/cac:TaxCategory/cbc:Percent) return $c($b/cbc:TaxableAmount) = sum($lines[$lineCat(.)[cbc:ID = 'S'][xs:decimal(cbc:Percent) = $r]]/cbc:LineExtensionAmount ! $c(.)) + sum($doc/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) = 'true'][cac:TaxCategory[cbc:ID = 'S'][xs:decimal(cbc:Percent) = $r]]/cbc:Amount ! $c(.)) - sum($doc/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) = 'false'][cac:TaxCategory[cbc:ID = 'S'][xs:decimal(cbc:Percent) = $r]]/cbc:Amount ! $c(.)))", cii: "every $b in $breakdown[ram:CategoryCode = 'S'] satisfies (let $r := xs:decimal($b/ram:RateApplicablePercent) return $c($b/ram:BasisAmount) = sum(for $l in $lines[$lineCat(.)[ram:CategoryCode = 'S'][xs:decimal(ram:RateApplicablePercent) = $r]] return $c($lineNet($l))) + sum($set/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true'][ram:CategoryTradeTax[ram:CategoryCode = 'S'][xs:decimal(ram:RateApplicablePercent) = $r]]/ram:ActualAmount ! $c(.)) - sum($set/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false'][ram:CategoryTradeTax[ram:CategoryCode = 'S'][xs:decimal(ram:RateApplicablePercent) = $r]]/ram:ActualAmount ! $c(.)))" },
  { id: 'BR-S-09', text: 'The VAT category tax amount (BT-117) of category S = taxable amount (BT-116) × rate (BT-119) / 100.', ubl: "every $b in $breakdown[cac:TaxCategory/cbc:ID = 'S'] satisfies $c($b/cbc:TaxAmount) = round($c($b/cbc:TaxableAmount) * xs:decimal($b/cac:TaxCategory/cbc:Percent) div 100)", cii: "every $b in $breakdown[ram:CategoryCode = 'S'] satisfies $c($b/ram:CalculatedAmount) = round($c($b/ram:BasisAmount) * xs:decimal($b/ram:RateApplicablePercent) div 100)" },
  { id: 'BR-S-10', text: 'A VAT breakdown of category S shall not have a VAT exemption reason (BT-120, BT-121).', ubl: "empty($breakdown/cac:TaxCategory[cbc:ID = 'S']/(cbc:TaxExemptionReason | cbc:TaxExemptionReasonCode))", cii: "empty($breakdown[ram:CategoryCode = 'S']/(ram:ExemptionReason | ram:ExemptionReasonCode))" },
  // Syntax rules: amounts with at most two decimals (UBL-DT-01, CII BR-DEC-*); no UBL extensions (UBL-CR-001)
  { id: 'UBL-DT-01', text: 'Amounts shall be decimal up to two fraction digits.', ubl: `every $a in $doc//*[@currencyID][not(local-name() = ('PriceAmount', 'BaseAmount'))] satisfies matches(normalize-space($a), ${AMOUNT})` },
  { id: 'BR-DEC', text: 'Document and VAT breakdown amounts shall have at most two decimals.', cii: `every $a in ($totals/*, $breakdown/(ram:CalculatedAmount | ram:BasisAmount), $lines ! $lineNet(.)) satisfies matches(normalize-space($a), ${AMOUNT})` },
  { id: 'UBL-CR-001', text: 'A UBL invoice should not include extensions.', ubl: 'empty($doc/ext:UBLExtensions)' },
  { id: 'PEPPOL-EN16931-R051', text: 'All currencyID attributes shall have the same value as the invoice currency code (BT-5), except for the total VAT amount in accounting currency.', ubl: 'every $a in $doc//*[@currencyID][not(parent::cac:TaxTotal[not(cac:TaxSubtotal)])] satisfies $a/@currencyID = $cur' },
  // XRechnung 3.0 (UBL documents whose specification identifier names XRechnung)
  { id: 'BR-DE-1', xrechnung: true, text: 'An invoice shall contain payment instructions (BG-16).', ubl: 'exists($doc/cac:PaymentMeans)' },
  { id: 'BR-DE-2', xrechnung: true, text: 'The seller contact (BG-6) shall be present.', ubl: 'exists($seller/cac:Contact)' },
  { id: 'BR-DE-3', xrechnung: true, text: 'The seller city (BT-37) shall be present.', ubl: present('$seller/cac:PostalAddress/cbc:CityName') },
  { id: 'BR-DE-4', xrechnung: true, text: 'The seller post code (BT-38) shall be present.', ubl: present('$seller/cac:PostalAddress/cbc:PostalZone') },
  { id: 'BR-DE-5', xrechnung: true, text: 'The seller contact point (BT-41) shall be present.', ubl: present('$seller/cac:Contact/cbc:Name') },
  { id: 'BR-DE-6', xrechnung: true, text: 'The seller contact telephone number (BT-42) shall be present.', ubl: present('$seller/cac:Contact/cbc:Telephone') },
  { id: 'BR-DE-7', xrechnung: true, text: 'The seller contact email address (BT-43) shall be present.', ubl: present('$seller/cac:Contact/cbc:ElectronicMail') },
  { id: 'BR-DE-8', xrechnung: true, text: 'The buyer city (BT-52) shall be present.', ubl: present('$buyer/cac:PostalAddress/cbc:CityName') },
  { id: 'BR-DE-9', xrechnung: true, text: 'The buyer post code (BT-53) shall be present.', ubl: present('$buyer/cac:PostalAddress/cbc:PostalZone') },
  { id: 'BR-DE-15', xrechnung: true, text: 'The buyer reference (BT-10) shall be present.', ubl: present('$doc/cbc:BuyerReference') },
  { id: 'BR-DE-16', xrechnung: true, text: 'With VAT categories S, Z, E, AE, K, G, L or M the seller VAT identifier (BT-31), the seller tax registration identifier (BT-32) or the tax representative (BG-11) shall be present.', ubl: `not($breakdown/cac:TaxCategory/cbc:ID = ('S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M')) or ${present('$seller/cac:PartyTaxScheme/cbc:CompanyID')} or exists($doc/cac:TaxRepresentativeParty)` },
  { id: 'BR-DE-17', xrechnung: true, text: 'The invoice type code (BT-3) shall be one of 326, 380, 384, 389, 381, 875, 876, 877.', ubl: "$typecode = ('326', '380', '384', '389', '381', '875', '876', '877')" },
  { id: 'BR-DE-21', xrechnung: true, text: 'The specification identifier (BT-24) shall be the XRechnung 3.0 identifier.', ubl: "normalize-space($doc/cbc:CustomizationID) = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'" },
  { id: 'BR-DE-23-a', xrechnung: true, text: 'With payment means code 30 or 58 the credit transfer group (BG-17) shall be present and no card (BG-18) or direct debit (BG-19) information.', ubl: "every $p in $doc/cac:PaymentMeans[normalize-space(cbc:PaymentMeansCode) = ('30', '58')] satisfies (exists($p/cac:PayeeFinancialAccount) and empty($p/cac:CardAccount) and empty($p/cac:PaymentMandate))" },
  { id: 'PEPPOL-EN16931-R010', xrechnung: true, text: 'The buyer electronic address (BT-49) shall be present.', ubl: present('$buyer/cbc:EndpointID') },
  { id: 'PEPPOL-EN16931-R020', xrechnung: true, text: 'The seller electronic address (BT-34) shall be present.', ubl: present('$seller/cbc:EndpointID') },
];

const ROOTS: Record<string, Syntax> = {
  [`${NS.inv} Invoice`]: 'ubl',
  [`${NS.cn} CreditNote`]: 'ubl',
  [`${NS.rsm} CrossIndustryInvoice`]: 'cii',
};

/** The number of rules that apply to a syntax (and to XRechnung). */
export function ruleCount(syntax: Syntax, xrechnung: boolean): number {
  return RULES.filter((r) => r[syntax] && (xrechnung || !r.xrechnung)).length;
}

/** Validates one XML text; an empty `violations` means every rule that applies holds. */
export function validateEInvoice(xml: string): Report {
  let doc;
  try {
    doc = parseXmlDocument(xml);
  } catch (e) {
    return { syntax: null, xrechnung: false, checked: 0, violations: [{ id: 'XML', text: `not well-formed: ${(e as Error).message.split('\n')[0]}` }] };
  }
  const root = doc.documentElement;
  const syntax = root ? ROOTS[`${root.namespaceURI} ${root.localName}`] : undefined;
  if (!syntax) return { syntax: null, xrechnung: false, checked: 0, violations: [{ id: 'ROOT', text: `not an EN 16931 document: root ${root?.namespaceURI ?? ''} ${root?.localName ?? ''}` }] };
  const options = { namespaceResolver: (prefix: string) => NS[prefix] ?? null };
  const xrechnung =
    syntax === 'ubl' &&
    evaluateXPathToBoolean("starts-with(normalize-space(/*/cbc:CustomizationID), 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung')", doc, null, null, options);
  const violations: Violation[] = [];
  let checked = 0;
  for (const rule of RULES) {
    const test = rule[syntax];
    if (!test || (rule.xrechnung && !xrechnung)) continue;
    checked++;
    try {
      if (!evaluateXPathToBoolean(PRELUDE[syntax] + test, doc, null, null, options)) violations.push({ id: rule.id, text: rule.text });
    } catch (e) {
      // a value that cannot be read (an amount that is not a number, a missing one in a sum) breaks the rule too
      violations.push({ id: rule.id, text: `${rule.text} (${(e as Error).message.split('\n')[0]})` });
    }
  }
  return { syntax, xrechnung, checked, violations };
}
