import { type AdminProduct, productImageFallback } from "@urjavolt/contract/catalogue-admin";
import { CATEGORIES, categoryName, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FilterBar } from "../../components/admin/filter-bar";
import { StatusBadge } from "../../components/admin/status-badge";
import styles from "./admin-catalogue.module.css";
import { paths } from "@urjavolt/contract/paths";

const stockLabels = { "out-of-stock": "Out of stock", low: "Low", "in-stock": "In stock" } as const;
const stockTones = { "out-of-stock": "danger", low: "warning", "in-stock": "success" } as const;

/** The console's product list: filters in the URL, each row linking to its edit page. */
export function AdminProductList({ products }: { products: AdminProduct[] }) {
  const columns: Column<AdminProduct>[] = [
    {
      key: "product",
      header: "Product",
      cell: (p) => (
        <span className={styles.nameCell}>
          <img src={p.images[0] ?? productImageFallback} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
          <span>
            <Link to={paths.admin.product(p.id)}>{p.name}</Link>
            <br />
            <small>{p.model}</small>
          </span>
        </span>
      ),
    },
    { key: "category", header: "Category", cell: (p) => categoryName(p.category) },
    { key: "price", header: "Price", numeric: true, cell: (p) => formatRupees(p.price) },
    { key: "sale", header: "Selling price", numeric: true, cell: (p) => formatRupees(p.discountedPrice) },
    {
      key: "stock",
      header: "Stock",
      numeric: true,
      cell: (p) => {
        const status = stockStatus(p.stock);
        return (
          <>
            {p.stock} <StatusBadge tone={stockTones[status]}>{stockLabels[status]}</StatusBadge>
          </>
        );
      },
    },
    {
      key: "flags",
      header: "Flags",
      cell: (p) => (
        <span className={styles.flags}>
          {p.isNew ? <StatusBadge tone="info">New</StatusBadge> : null}
          {p.madeInIndia ? <StatusBadge tone="neutral">Made in India</StatusBadge> : null}
          {/* The product page's declarations (decision 051): what a real shop must still fill in. */}
          {p.missingDeclarations.length > 0 ? <StatusBadge tone="danger">Declarations missing</StatusBadge> : null}
          {p.declarationsDemo ? <StatusBadge tone="warning">Demo declarations</StatusBadge> : null}
        </span>
      ),
    },
    { key: "rating", header: "Rating", numeric: true, cell: (p) => `${p.rating.toFixed(1)} (${p.reviewCount})` },
  ];

  return (
    <>
      <FilterBar
        label="Filter products"
        fields={[
          { name: "q", label: "Search model, name or brand", type: "search" },
          { name: "category", label: "Category", type: "select", options: CATEGORIES.map((c) => ({ value: c.id, label: c.name })), allLabel: "All categories" },
          {
            name: "stock",
            label: "Stock",
            type: "select",
            options: [
              { value: "low", label: "Low (1 to 5)" },
              { value: "out", label: "Out of stock" },
            ],
            allLabel: "Any stock",
          },
        ]}
      />
      <DataTable caption={`Products (${products.length})`} columns={columns} rows={products} rowKey={(p) => p.id} empty="No products match these filters." />
    </>
  );
}
