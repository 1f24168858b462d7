import { In, type DataSource, type Repository } from 'typeorm';
import { User } from './user.entity';

/** Looks users up by id for other modules (listing owners); batches for DataLoaders. */
export class UserDirectory {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  async byIds(ids: readonly string[]): Promise<Array<User | null>> {
    const found = await this.users.findBy({ id: In([...ids]) });
    return ids.map((id) => found.find((user) => user.id === id) ?? null);
  }
}
