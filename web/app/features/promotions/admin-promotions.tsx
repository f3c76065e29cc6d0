import {
  type AdminPromotion,
  AdminPromotionInputSchema,
  type AdminShopSlide,
  AdminShopSlideInputSchema,
  windowState,
} from "@urjavolt/contract/promotions-admin";
import type { Column } from "../../components/admin/data-table";
import type { RecordField } from "../../components/admin/record-form";
import { RecordListEditor } from "../../components/admin/record-list-editor";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";

const when = (iso: string | null) => (iso ? formatIndiaDateTime(iso) : "No end");
const stateTones = { live: "success", scheduled: "info", ended: "neutral" } as const;
const stateLabels = { live: "Live", scheduled: "Scheduled", ended: "Ended" } as const;

function WindowBadge({ startsAt, endsAt, now }: { startsAt: string; endsAt: string | null; now: number }) {
  const state = windowState(startsAt, endsAt, now);
  return <StatusBadge tone={stateTones[state]}>{stateLabels[state]}</StatusBadge>;
}

const offerFields: RecordField[] = [
  { name: "code", label: "Code", type: "text", required: true, maxLength: 40, hint: "Letters, digits, - or _; unique" },
  { name: "title", label: "Title", type: "text", required: true, maxLength: 120 },
  { name: "greeting", label: "Greeting", type: "text", required: true, maxLength: 120 },
  { name: "festivalWish", label: "Festival wish", type: "text", required: true, maxLength: 200 },
  { name: "message", label: "Message", type: "text", required: true, maxLength: 500, wide: true },
  { name: "category", label: "Category", type: "text", required: true, maxLength: 80 },
  { name: "power", label: "Power", type: "text", required: true, maxLength: 80 },
  { name: "icon", label: "Icon", type: "text", required: true, maxLength: 40 },
  { name: "emoji", label: "Emoji", type: "text", required: true, maxLength: 16 },
  { name: "validity", label: "Validity text", type: "text", required: true, maxLength: 120, hint: "As the banner says it, e.g. Valid till 31 Oct 2026, 11:59 PM" },
  { name: "startsAt", label: "Starts", type: "datetime", required: true, hint: "Your local time" },
  { name: "endsAt", label: "Ends", type: "datetime", required: true, hint: "The banner's countdown ends here" },
  { name: "sortOrder", label: "Order in the banner", type: "number", required: true, hint: "Lower comes first" },
];

const slideFields: RecordField[] = [
  { name: "slug", label: "Name", type: "text", required: true, maxLength: 60, hint: "Lower-case letters, digits and -; unique" },
  { name: "title", label: "Title", type: "text", required: true, maxLength: 120 },
  { name: "subtitle", label: "Subtitle", type: "text", required: true, maxLength: 160 },
  { name: "offerLabel", label: "Offer label", type: "text", required: true, maxLength: 80 },
  { name: "description", label: "Description", type: "text", required: true, maxLength: 500, wide: true },
  { name: "buttonText", label: "Button text", type: "text", required: true, maxLength: 40 },
  { name: "buttonLink", label: "Button link", type: "text", required: true, maxLength: 200, hint: "A path on this site, e.g. /shop-online" },
  { name: "image", label: "Image", type: "text", required: true, maxLength: 300, hint: "A path on this site, e.g. /images/shop/…" },
  { name: "colour", label: "Background colour", type: "color", required: true, hint: "Six-digit hex, dark enough for white text" },
  { name: "validity", label: "Validity text", type: "text", required: true, maxLength: 120 },
  { name: "startsAt", label: "Starts", type: "datetime", required: true, hint: "Your local time" },
  { name: "endsAt", label: "Ends", type: "datetime", empty: null, hint: "Leave empty for a slide without an end" },
  { name: "sortOrder", label: "Order in the banner", type: "number", required: true, hint: "Lower comes first" },
];

const hourFromNow = () => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString();
const weekLater = () => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000).toISOString();

/** The promo banner's festival offers, each with its window. */
export function AdminOffers({ initial, now }: { initial: AdminPromotion[]; now: number }) {
  const columns: Column<AdminPromotion>[] = [
    { key: "title", header: "Offer", cell: (o) => `${o.emoji} ${o.title} (${o.code})` },
    { key: "state", header: "State", cell: (o) => <WindowBadge startsAt={o.startsAt} endsAt={o.endsAt} now={now} /> },
    { key: "starts", header: "Starts", cell: (o) => when(o.startsAt) },
    { key: "ends", header: "Ends", cell: (o) => when(o.endsAt) },
  ];
  return (
    <RecordListEditor
      heading="Festival offers"
      noun="offer"
      path="promotions"
      initial={initial}
      columns={columns}
      fields={offerFields}
      schema={AdminPromotionInputSchema}
      nameOf={(o) => o.title}
      sort={(a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt)}
      newDefaults={{ startsAt: hourFromNow(), endsAt: weekLater(), sortOrder: 0, icon: "zap" }}
    />
  );
}

/** The shop home's banner slides, each with its window. */
export function AdminSlides({ initial, now }: { initial: AdminShopSlide[]; now: number }) {
  const columns: Column<AdminShopSlide>[] = [
    { key: "title", header: "Slide", cell: (s) => s.title },
    { key: "state", header: "State", cell: (s) => <WindowBadge startsAt={s.startsAt} endsAt={s.endsAt} now={now} /> },
    { key: "starts", header: "Starts", cell: (s) => when(s.startsAt) },
    { key: "ends", header: "Ends", cell: (s) => when(s.endsAt) },
    { key: "order", header: "Order", numeric: true, cell: (s) => s.sortOrder },
  ];
  return (
    <RecordListEditor
      heading="Shop slides"
      noun="slide"
      path="shop-slides"
      initial={initial}
      columns={columns}
      fields={slideFields}
      schema={AdminShopSlideInputSchema}
      nameOf={(s) => s.title}
      sort={(a, b) => a.sortOrder - b.sortOrder || a.id - b.id}
      newDefaults={{ startsAt: hourFromNow(), endsAt: null, sortOrder: 10, buttonLink: paths.shop, buttonText: "Shop now", colour: "#0b2545" }}
    />
  );
}
