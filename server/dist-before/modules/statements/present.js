"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentAgingRow = presentAgingRow;
exports.presentAging = presentAging;
function presentAgingRow(row) {
    const b = row.buckets;
    return {
        companyId: row.companyId, companyName: row.companyName,
        currentCents: b.CURRENT, days1To30Cents: b.DAYS_1_30, days31To60Cents: b.DAYS_31_60, days61To90Cents: b.DAYS_61_90, over90Cents: b.OVER_90,
        totalCents: row.totalCents, invoiceCount: row.invoiceCount,
    };
}
function presentAging(report) {
    return { asOf: report.asOf, rows: report.rows.map(presentAgingRow), total: presentAgingRow(report.total) };
}
//# sourceMappingURL=present.js.map