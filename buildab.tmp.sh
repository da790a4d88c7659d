#!/bin/bash
# usage: buildab.tmp.sh <contentdir> <variant: tsx|bundle>
cd /work/main
rm -rf .next .generated .cache out
start=$(date +%s.%N)
if [ "$2" = tsx ]; then NODE_ENV=production DOCS_CONTENT_DIR=$1 NEXT_TELEMETRY_DISABLED=1 node --import tsx scripts/build.ts > /tmp/buildab.log 2>&1
else NODE_ENV=production DOCS_CONTENT_DIR=$1 NEXT_TELEMETRY_DISABLED=1 node scripts/run.mjs scripts/build.ts > /tmp/buildab.log 2>&1; fi
rc=$?
end=$(date +%s.%N)
echo "$2 rc=$rc $(echo "$end - $start" | bc) s; $(grep -o 'Content check passed.*' /tmp/buildab.log | head -1)"
