import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { BlobStore } from '../blobs/blobStore.ts';
import { generatePrint, type PrintRequest } from './generatePrint.ts';

export type JobStatus = 'running' | 'done' | 'failed' | 'cancelled';

/** What the print page polls: status and progress of one job. */
export interface PrintJobView {
  jobId: string;
  status: JobStatus;
  pagesDone: number;
  totalPages: number;
  setCode: string;
  watermark: boolean;
  bytes: number;
}

interface Job extends PrintJobView {
  controller: AbortController;
  blobKey: string | null;
  finishedAt: number | null;
}

/** Finished jobs (and their files) are kept this long for the download, then forgotten. */
const KEEP_MS = 30 * 60_000;
const MAX_RUNNING = 4;

/**
 * Print jobs of this server process: each draws its PDF in slices (so progress is real and a
 * cancel stops it between slices) into a blob, which the page then downloads. In-process by design
 * for now (decision 007): a multi-server deployment moves the job rows into the database.
 */
export class PrintJobs {
  private readonly jobs = new Map<string, Job>();
  constructor(
    private readonly blobs: BlobStore,
    private readonly now: () => number,
  ) {}

  running(): number {
    return [...this.jobs.values()].filter((j) => j.status === 'running').length;
  }

  canStart(): boolean {
    this.sweep();
    return this.running() < MAX_RUNNING;
  }

  start(request: PrintRequest, totalPages: number): PrintJobView {
    const job: Job = {
      jobId: randomUUID(),
      status: 'running',
      pagesDone: 0,
      totalPages,
      setCode: request.setCode,
      watermark: request.watermark,
      bytes: 0,
      controller: new AbortController(),
      blobKey: null,
      finishedAt: null,
    };
    this.jobs.set(job.jobId, job);
    void this.run(job, request);
    return view(job);
  }

  get(jobId: string): PrintJobView | null {
    const job = this.jobs.get(jobId);
    return job ? view(job) : null;
  }

  /** The finished file's blob key, or null while running, after a failure or a cancel. */
  fileKey(jobId: string): string | null {
    const job = this.jobs.get(jobId);
    return job?.status === 'done' ? job.blobKey : null;
  }

  cancel(jobId: string): PrintJobView | null {
    const job = this.jobs.get(jobId);
    if (!job) return null;
    if (job.status === 'running') {
      job.controller.abort();
      job.status = 'cancelled';
      job.finishedAt = this.now();
    }
    return view(job);
  }

  private async run(job: Job, request: PrintRequest): Promise<void> {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      job.bytes += chunk.length;
    });
    try {
      const outcome = await generatePrint(request, sink, {
        signal: job.controller.signal,
        onProgress: (p) => {
          job.pagesDone = p.pagesDone;
        },
      });
      if (outcome === 'cancelled' || job.status === 'cancelled') return;
      const key = `${randomUUID()}.pdf`;
      await this.blobs.put(key, Buffer.concat(chunks), 'application/pdf');
      job.blobKey = key;
      job.status = 'done';
    } catch {
      job.status = 'failed';
    } finally {
      job.finishedAt ??= this.now();
    }
  }

  /** Forgets jobs finished long ago and deletes their files. */
  private sweep(): void {
    const cutoff = this.now() - KEEP_MS;
    for (const [id, job] of this.jobs) {
      if (job.finishedAt !== null && job.finishedAt < cutoff) {
        this.jobs.delete(id);
        if (job.blobKey) void this.blobs.delete(job.blobKey);
      }
    }
  }
}

function view(job: Job): PrintJobView {
  const { jobId, status, pagesDone, totalPages, setCode, watermark, bytes } = job;
  return { jobId, status, pagesDone, totalPages, setCode, watermark, bytes };
}
