import { parentPort } from "node:worker_threads";
import { renderToBuffer } from "@react-pdf/renderer";
import type { CounsellorReportModel } from "@/lib/domain/analytics/counsellor-report";
import { CounsellorReportPdf } from "./counsellor-report-pdf";

/*
 * The counsellor report's PDF, rendered in a worker thread (issue #30): @react-pdf lays a document out synchronously,
 * and eight reports rendered on the server's own thread held every other request back (another client's health
 * check went from 6 ms to 648 ms). One message in, the finished file out.
 */
parentPort?.on("message", async ({ id, model }: { id: number; model: CounsellorReportModel }) => {
  try {
    const pdf = await renderToBuffer(<CounsellorReportPdf model={model} />);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort!.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
