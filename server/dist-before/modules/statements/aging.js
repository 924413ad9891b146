"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.agingOf = agingOf;
/**
 * The aging report (issue #29 item 4): what every customer company owes now, by how long it is past due. Each open
 * invoice's outstanding balance (from the ledger, so it is the statement's figure) goes into one bucket by whole
 * days past its due day at the request's clock (daysOverdue: 0 on the due day = Current; 1-30; 31-60; 61-90; over
 * 90). One row per company with anything owed, then the total. Integer cents only.
 */
const common_1 = require("@gluegun/common");
const ledger_1 = require("./ledger");
const emptyBuckets = () => Object.fromEntries(common_1.AGING_BUCKETS.map((b) => [b, 0]));
const emptyRow = (companyId, companyName) => ({ companyId, companyName, buckets: emptyBuckets(), totalCents: 0, invoiceCount: 0 });
function add(row, bucket, cents) {
    row.buckets[bucket] += cents;
    row.totalCents += cents;
    row.invoiceCount += 1;
}
/** The report of `entries` (ledgerEntries of `invoices`) at `now`; `names` gives each company's name. */
function agingOf(entries, invoices, names, now) {
    const today = (0, common_1.isoDay)(now);
    const byCompany = new Map();
    const total = emptyRow(null, 'Total');
    for (const [id, owed] of (0, ledger_1.outstandingThrough)(entries, today)) {
        if (owed <= 0)
            continue;
        const inv = invoices.get(id);
        const key = inv.companyId ?? '';
        let row = byCompany.get(key);
        if (!row) {
            row = emptyRow(inv.companyId, names.get(key) ?? 'No company');
            byCompany.set(key, row);
        }
        const bucket = (0, common_1.agingBucketOf)((0, common_1.daysOverdue)(inv.dueAt, now));
        add(row, bucket, owed);
        add(total, bucket, owed);
    }
    const rows = [...byCompany.values()].sort((a, b) => b.totalCents - a.totalCents || a.companyName.localeCompare(b.companyName));
    return { asOf: today, rows, total };
}
//# sourceMappingURL=aging.js.map