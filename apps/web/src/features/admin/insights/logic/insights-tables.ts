import type { AdminInsights } from '@fengshui/shared/admin-insights';
import { orderStatusLabel } from '@fengshui/shared/order-status';
import type { CsvColumn } from './insights-csv.ts';

/** One chart's figures as a table: what its data table shows and its CSV holds. */
export interface InsightsTable<Row> {
  /** The CSV file's name (with the range added). */
  file: string;
  columns: CsvColumn<Row>[];
  rows: Row[];
}

type Day = AdminInsights['daily'][number];
export const PAYMENT_METHOD_LABELS = { dragonpay: 'Online (Dragonpay)', cod: 'Cash on delivery' } as const;

export function salesByDayTable(insights: AdminInsights): InsightsTable<Day> {
  return {
    file: 'sales-by-day',
    columns: [
      { header: 'Day', value: (row) => row.day },
      { header: 'Orders', value: (row) => row.orders },
      { header: 'Sales (PHP)', value: (row) => row.sales, money: true },
      { header: 'Paid online (PHP)', value: (row) => row.paid, money: true },
      { header: 'COD collected (PHP)', value: (row) => row.cod_collected, money: true },
      { header: 'Outstanding (PHP)', value: (row) => row.outstanding, money: true },
    ],
    rows: insights.daily,
  };
}

export interface AverageDay {
  day: string;
  orders: number;
  average: number;
}

/** The average order value of each day with orders: the day's sales over its orders. */
export function averageOrderValueTable(insights: AdminInsights): InsightsTable<AverageDay> {
  return {
    file: 'average-order-value',
    columns: [
      { header: 'Day', value: (row) => row.day },
      { header: 'Orders', value: (row) => row.orders },
      { header: 'Average order value (PHP)', value: (row) => row.average, money: true },
    ],
    rows: insights.daily.map((day) => ({
      day: day.day,
      orders: day.orders,
      average: day.orders === 0 ? 0 : Math.round((day.sales / day.orders) * 100) / 100,
    })),
  };
}

type Status = AdminInsights['by_status'][number] & { label: string };
export function ordersByStatusTable(insights: AdminInsights): InsightsTable<Status> {
  return {
    file: 'orders-by-status',
    columns: [
      { header: 'Status', value: (row) => row.label },
      { header: 'Orders', value: (row) => row.orders },
      { header: 'Total (PHP)', value: (row) => row.total, money: true },
    ],
    rows: insights.by_status.map((row) => ({ ...row, label: orderStatusLabel(row.status) })),
  };
}

type Mix = AdminInsights['payment_mix'][number] & { label: string };
export function paymentMixTable(insights: AdminInsights): InsightsTable<Mix> {
  return {
    file: 'payment-mix',
    columns: [
      { header: 'Payment', value: (row) => row.label },
      { header: 'Orders', value: (row) => row.orders },
      { header: 'Sales (PHP)', value: (row) => row.sales, money: true },
    ],
    rows: insights.payment_mix.map((row) => ({ ...row, label: PAYMENT_METHOD_LABELS[row.method] })),
  };
}

type Product = AdminInsights['top_products'][number];
export function topProductsTable(insights: AdminInsights): InsightsTable<Product> {
  return {
    file: 'top-products',
    columns: [
      { header: 'Product', value: (row) => row.name },
      { header: 'Code', value: (row) => row.product_code },
      { header: 'Units', value: (row) => row.units },
      { header: 'Revenue (PHP)', value: (row) => row.revenue, money: true },
    ],
    rows: insights.top_products,
  };
}

type Category = AdminInsights['top_categories'][number];
export function topCategoriesTable(insights: AdminInsights): InsightsTable<Category> {
  return {
    file: 'top-categories',
    columns: [
      { header: 'Category', value: (row) => row.name },
      { header: 'Units', value: (row) => row.units },
      { header: 'Revenue (PHP)', value: (row) => row.revenue, money: true },
    ],
    rows: insights.top_categories,
  };
}

export interface CountRow {
  label: string;
  count: number;
}
export function conversionTable(insights: AdminInsights): InsightsTable<CountRow> {
  const { conversion } = insights;
  return {
    file: 'cart-to-order',
    columns: [
      { header: 'Step', value: (row) => row.label },
      { header: 'Count', value: (row) => row.count },
    ],
    rows: [
      { label: 'Carts started', count: conversion.carts_started },
      { label: 'Orders placed', count: conversion.orders_placed },
      { label: 'Carts still open', count: conversion.open_carts },
    ],
  };
}

export interface CustomerKindRow {
  label: string;
  customers: number;
  sales: number;
}
export function customersTable(insights: AdminInsights): InsightsTable<CustomerKindRow> {
  const { customers } = insights;
  return {
    file: 'new-and-returning-customers',
    columns: [
      { header: 'Customers', value: (row) => row.label },
      { header: 'Count', value: (row) => row.customers },
      { header: 'Sales (PHP)', value: (row) => row.sales, money: true },
    ],
    rows: [
      { label: 'New', customers: customers.new_customers, sales: customers.new_sales },
      { label: 'Returning', customers: customers.returning_customers, sales: customers.returning_sales },
    ],
  };
}

type Region = AdminInsights['regions'][number];
export function regionsTable(insights: AdminInsights): InsightsTable<Region> {
  return {
    file: 'sales-by-region',
    columns: [
      { header: 'Region', value: (row) => row.region },
      { header: 'Orders', value: (row) => row.orders },
      { header: 'Sales (PHP)', value: (row) => row.sales, money: true },
    ],
    rows: insights.regions,
  };
}

type Province = AdminInsights['provinces'][number];
export function provincesTable(insights: AdminInsights): InsightsTable<Province> {
  return {
    file: 'sales-by-province',
    columns: [
      { header: 'Province', value: (row) => row.province },
      { header: 'Region', value: (row) => row.region },
      { header: 'Orders', value: (row) => row.orders },
      { header: 'Sales (PHP)', value: (row) => row.sales, money: true },
    ],
    rows: insights.provinces,
  };
}
