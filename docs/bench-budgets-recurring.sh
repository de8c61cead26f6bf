#!/bin/sh
# Issue 16's performance condition: a copy of a ledger with budgets on 30 expense categories (and a
# total) and 50 recurring rules (40 expenses, 10 incomes; daily, weekly, monthly and yearly), set with
# timi itself and their occurrences booked, on which to measure `timi list`, `timi budget`, `timi add`.
# usage: docs/bench-budgets-recurring.sh TIMI SOURCE-LEDGER COPY   (today is 2026-10-20 in the copy)
set -e
timi=$1
rm -rf "$3"
cp -a "$2" "$3"
export TIMI_HOME="$3" TIMI_TODAY=2026-10-20
# The alias of the Nth category of a type (1 = the first), counting round.
category() {
    "$timi" category list --json | python3 -c "
import json, sys
aliases = [c['alias'] for c in json.load(sys.stdin) if c['type'] == '$1']
print(aliases[$2 % len(aliases)])"
}
n=0
while [ $n -lt 30 ]; do
    "$timi" budget set "$(category expense $n)" $((500 + n * 37)) --from 2026-01 >/dev/null
    n=$((n + 1))
done
"$timi" budget set total 90000 --from 2026-01 >/dev/null
n=0
while [ $n -lt 40 ]; do
    case $((n % 4)) in
    0) every="--every month --on $((1 + n % 28)) --from 2026-01-01" ;;
    1) every="--every week --on $((1 + n % 7)) --from 2026-03-01" ;;
    2) every="--every day --from 2026-09-01" ;;
    3) every="--every year --on $((1 + n % 28)) --from 2025-06-15" ;;
    esac
    # shellcheck disable=SC2086
    "$timi" recurring add $((10 + n)) "$(category expense $n)" --note "rule $n" $every >/dev/null
    n=$((n + 1))
done
while [ $n -lt 50 ]; do
    "$timi" recurring add $((1000 + n)) "$(category income $n)" --income --every month --on 31 \
        --from 2026-01-31 >/dev/null
    n=$((n + 1))
done
"$timi" list --limit 1 >/dev/null # books every occurrence due by today
echo "$("$timi" recurring list --json | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))') rules," \
    "$(($("$timi" budget --format csv | wc -l) - 1)) budget lines"
