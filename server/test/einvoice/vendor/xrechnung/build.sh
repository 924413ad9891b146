#!/bin/sh
# Rebuilds the XRechnung Schematron stylesheets here from git clones of their sources (see README.md), offline.
# Usage: build.sh KOSIT_XRECHNUNG_SCHEMATRON_GIT PEPPOL_BIS_BILLING_GIT SCHXSLT_GIT
set -eu
XR=$1 BIS=$2 SCHXSLT=$3
HERE=$(cd "$(dirname "$0")" && pwd)
X=$(cd "$HERE/../../../../.." && pwd)/node_modules/.bin/xslt3
W=$(mktemp -d)
mkdir -p "$W/src/xsl" "$W/build/bis" "$W/build/schematron/tmp" "$W/build/schematron/ubl" "$W/build/schematron/cii" "$W/schxslt"
for f in src/xsl/peppol-into-xr.xsl src/xsl/rule-list.xml; do git -C "$XR" show "v2.5.0:$f" > "$W/$f"; done
git -C "$XR" show v2.5.0:src/validation/schematron/common.sch > "$W/build/schematron/common.sch"
for s in UBL CII; do
  l=$(echo $s | tr A-Z a-z)
  git -C "$XR" show "v2.5.0:src/validation/schematron/$l/XRechnung-$s-validation.sch" \
    | sed -e 's/@xr-schematron.version.full@/2.5.0/g' -e 's/@xrechnung.version@/3.0.2/g' > "$W/build/schematron/tmp/XRechnung-$s-validation.sch"
  git -C "$BIS" show "v3.0.19:rules/sch/PEPPOL-EN16931-$s.sch" > "$W/build/bis/PEPPOL-EN16931-$s.sch"
done
git -C "$SCHXSLT" archive v1.9.5 core/src/main/resources/xslt/2.0 | tar -x -C "$W/schxslt"
P="$W/schxslt/core/src/main/resources/xslt/2.0"
# SchXslt 1.9.5 drops the variables of a pattern without rules (KoSIT's common.sch); 1.10, which KoSIT uses, keeps them.
sed -i 's#\$active-patterns/sch:let)#$active-patterns/sch:let, $schematron/sch:pattern[not(sch:rule)]/sch:let)#g' "$P/compile/compile-2.0.xsl"
for s in UBL CII; do
  l=$(echo $s | tr A-Z a-z)
  "$X" -xsl:"$W/src/xsl/peppol-into-xr.xsl" -s:"$W/build/schematron/tmp/XRechnung-$s-validation.sch" \
    -o:"$W/build/schematron/$l/XRechnung-$s-validation.sch" syntax=$s
  "$X" -xsl:"$P/pipeline-for-svrl.xsl" -s:"$W/build/schematron/$l/XRechnung-$s-validation.sch" \
    -o:"$HERE/$l/XRechnung-$s-validation.xsl" generate-fired-rule=false full-path-notation=3
  "$X" -t -xsl:"$HERE/$l/XRechnung-$s-validation.xsl" -export:"$W/$s.sef.json" -nogo -relocate:on -ns:##html5
  gzip -9 -c "$W/$s.sef.json" > "$HERE/$l/XRechnung-$s-validation.sef.json.gz"
done
rm -rf "$W"
