/** exceljs 4.4.0's serialiser of the workbook part (xl/workbook.xml), used by render/xlsx.ts; exceljs types only its API. */
declare module 'exceljs/lib/xlsx/xform/book/workbook-xform.js' {
  export default class WorkbookXform {
    prepare(model: unknown): void;
    toXml(model: unknown): string;
  }
}
