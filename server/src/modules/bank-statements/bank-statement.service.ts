/** Bank statement import and matching (docs/decisions/036): the module's entry points. */
export { importBankStatement, BANK_FILE_MAX_BYTES, SHOP_CURRENCY } from './import';
export { confirmBankLine, ignoreBankLine, type AllocationInput } from './confirm';
export { bankStatements, bankStatementLines } from './reads';
export { presentBankLine } from './present';
