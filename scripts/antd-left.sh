#!/usr/bin/env bash
# The storefront's files that still import antd (issue 32), as eslint globs for webStillOnAntd in
# eslint.config.js: a feature folder as a whole, a shared module file by file.
cd "$(dirname "$0")/.."
grep -rlE "from '(antd|@ant-design/icons|@ant-design/cssinjs)(/[^']*)?'" apps/web/src | sed -E 's#^(apps/web/src/features/[^/]+)/.*#\1/**#' | sort -u
