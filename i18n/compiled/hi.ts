// Made by npm run i18n:compile from i18n/locales: do not edit.
import type{Messages}from"@lingui/core";export const messages=JSON.parse("{}")as Messages;