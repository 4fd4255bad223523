import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { databaseFailure, isNoActiveTransaction } from './failures.js';

/** Called when a write is saved: a statement outside a transaction changed rows, or a transaction committed. */
export type OnWrite = () => void;

/**
 * Kysely's driver with two additions. A rollback that finds the transaction already gone is not a
 * second failure: SQLite rolls back by itself on a full disk, and PostgreSQL does when the
 * connection dies; Kysely would throw the rollback's error ("cannot rollback - no transaction is
 * active") in place of the one that caused it. And saved writes are reported, so a full disk is
 * known to be over as soon as one succeeds.
 */
class ObservedDriver implements Driver {
  /** Connections inside a transaction: their statements are saved only by the commit. */
  private readonly inTransaction = new WeakSet<DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly onWrite: OnWrite,
  ) {}

  init = () => this.driver.init();
  releaseConnection = (connection: DatabaseConnection) => this.driver.releaseConnection(unwrap(connection));
  destroy = () => this.driver.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    return new ObservedConnection(connection, () => {
      if (!this.inTransaction.has(connection)) this.onWrite();
    });
  }

  async beginTransaction(connection: DatabaseConnection, settings: Parameters<Driver['beginTransaction']>[1]): Promise<void> {
    await this.driver.beginTransaction(unwrap(connection), settings);
    this.inTransaction.add(unwrap(connection));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.driver.commitTransaction(unwrap(connection));
    this.inTransaction.delete(unwrap(connection));
    this.onWrite();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.inTransaction.delete(unwrap(connection));
    try {
      await this.driver.rollbackTransaction(unwrap(connection));
    } catch (error) {
      // pg never returns a dead connection to the pool: it drops clients that are not queryable.
      if (isNoActiveTransaction(error) || databaseFailure(error) === 'unreachable') return;
      throw error;
    }
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.driver.savepoint!(unwrap(connection), name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.driver.rollbackToSavepoint!(unwrap(connection), name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.driver.releaseSavepoint!(unwrap(connection), name, compile);
}

class ObservedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly changedRows: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (result.numAffectedRows !== undefined && result.numAffectedRows > 0n) this.changedRows();
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection): DatabaseConnection =>
  connection instanceof ObservedConnection ? connection.inner : connection;

/** The same dialect through an ObservedDriver. */
export function observed(dialect: Dialect, onWrite: OnWrite = () => {}): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ObservedDriver(dialect.createDriver(), onWrite),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
